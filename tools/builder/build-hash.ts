import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { SiteSettings } from '../../src/site/settings'

/** Tests, their helpers (`testing/` folders) and notes beside the code do not shape the output. */
const NOT_OUTPUT = /(\.test\.tsx?|\.md)$/

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter(
        (d) =>
          d.isFile() &&
          !NOT_OUTPUT.test(d.name) &&
          !path.relative(dir, d.parentPath).split(path.sep).includes('testing'),
      )
      .map((d) => path.join(d.parentPath, d.name))
  } catch {
    return []
  }
}

function contentsOf(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch {
    return Buffer.alloc(0)
  }
}

/**
 * The folders of tools/ whose code the build runs (the builder, the content
 * reader, image processing, the redirect table's checks, the helpers they
 * share): a change to any of them can change the output. A test keeps the
 * list whole.
 */
export const BUILDER_FOLDERS = ['builder', 'content', 'images', 'redirects', 'shared'] as const

export interface BuildHashInputs {
  root: string
  brand: string
  /** The folder holding `content/<brand>/`; `root` by default. */
  contentRoot?: string
  /** The settings from the environment: they change the bundles, the headers and what is guarded. */
  settings: SiteSettings
  /**
   * `NODE_ENV`: React's development build (a test runner's `test`) makes other
   * bundles and markup than its production build, for the same code.
   */
  nodeEnv: string | undefined
}

/** The one content file the bundles read: the brand's icon, in its theme's CSS (brand-theme-plugin.ts). */
export const brandIconFile = (contentRoot: string, brand: string) =>
  path.join(contentRoot, 'content', brand, 'static', 'favicon.svg')

/**
 * The build hash (`webpackCompilationHash`): which app a page belongs to. A
 * digest of everything that shapes the scripts, the renderer and the service
 * worker: site code, the service worker, the builder, the dependency lock and
 * the configs, the brand, its icon, the settings and `NODE_ENV`. Content and the redirect table are
 * not in it, so a content edit leaves every page it does not touch byte for
 * byte the same (docs/architecture.md, "The build hash"). Read
 * synchronously: the build waits for the hash and its thread has nothing
 * else to do.
 */
export function computeBuildHash({
  root,
  brand,
  contentRoot = root,
  settings,
  nodeEnv,
}: BuildHashInputs): string {
  const inputs = [
    ...filesUnder(path.join(root, 'src')),
    ...filesUnder(path.join(root, 'sw')),
    ...BUILDER_FOLDERS.flatMap((folder) => filesUnder(path.join(root, 'tools', folder))),
    path.join(root, 'package-lock.json'),
    path.join(root, 'vite.config.ts'),
    path.join(root, 'tsconfig.json'),
  ]
  const hash = createHash('sha256')
    .update(`${brand}\0${nodeEnv ?? ''}\0`)
    .update(JSON.stringify(settings))
  hash.update(contentsOf(brandIconFile(contentRoot, brand))).update('\0')
  for (const file of [...new Set(inputs)].sort()) {
    hash.update(path.relative(root, file)).update('\0')
    hash.update(contentsOf(file))
  }
  return hash.digest('hex').slice(0, 20)
}

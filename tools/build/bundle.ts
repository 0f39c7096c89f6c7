import path from 'node:path'
import { build, type InlineConfig } from 'vite'
import type { BundleJob } from './bundle-in-worker'
import { createViteConfig } from './vite-config'

/**
 * The Vite config of a site's client bundle, or of its server renderer:
 * the brand's (vite-config.ts) with its content's static files and settings.
 */
export function siteViteConfig(
  {
    root,
    brand,
    contentRoot,
    settings,
  }: Pick<BundleJob, 'root' | 'brand' | 'contentRoot' | 'settings'>,
  server: boolean,
): InlineConfig {
  return {
    ...createViteConfig(brand, { server }),
    root,
    // Static files (images, favicon) belong to the content.
    ...(contentRoot === root
      ? {}
      : { publicDir: path.join(contentRoot, 'content', brand.id, 'static') }),
    configFile: false,
    logLevel: 'warn',
    define: {
      __SITE_SETTINGS__: JSON.stringify(settings),
    },
  }
}

/**
 * Both Vite builds: the client bundle into `staging`, the server renderer into
 * `work`. Returns the files of the client bundle (not its manifest, which the
 * build reads and removes).
 */
export async function bundle(job: BundleJob, log: (line: string) => void): Promise<string[]> {
  log(`vite: client bundle for ${job.brand.name}`)
  // Not emptied: the staging folder may be an older site being written over,
  // whose files the build sweeps out once it knows which it wrote again.
  const forClient = siteViteConfig(job, false)
  const client = await build({
    ...forClient,
    build: { ...forClient.build, outDir: job.staging, emptyOutDir: false },
  })
  log('vite: server renderer')
  const forServer = siteViteConfig(job, true)
  await build({
    ...forServer,
    build: {
      ...forServer.build,
      ssr: true,
      rolldownOptions: { input: 'src/entry-server.tsx' },
      outDir: job.work,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  return [client]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((file) => file.fileName)
    .filter((name) => !name.startsWith('.vite/'))
    .map((name) => path.join(job.staging, name))
}

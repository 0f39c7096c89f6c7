import path from 'node:path'
import { build, type InlineConfig } from 'vite'
import type { BundleJob } from './bundling'
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
 * Both Vite builds: the client bundle (with its manifest, `.vite/manifest.json`)
 * into `outDir`, and the server renderer with the render threads' module into
 * `ssrDir`.
 */
export async function bundle(job: BundleJob): Promise<void> {
  const forClient = siteViteConfig(job, false)
  // The staging folder starts empty; Vite would warn that it is outside the project.
  await build({
    ...forClient,
    build: { ...forClient.build, outDir: job.outDir, emptyOutDir: false },
  })
  const forServer = siteViteConfig(job, true)
  await build({
    ...forServer,
    build: {
      ...forServer.build,
      ssr: true,
      rolldownOptions: { input: { 'render-worker': 'tools/build/render-worker.ts' } },
      outDir: job.ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
}

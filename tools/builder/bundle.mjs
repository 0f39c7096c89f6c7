// @ts-check
// The Vite builds of a site. Plain JavaScript, so that the process that runs
// them (bundle-process.mjs) loads Vite without a TypeScript loader: through
// tsx, Vite and its plugins took 250 MB more and twice as long to load. Vite
// loads the TypeScript config (vite.config.ts) itself.
import path from 'node:path'
import { build } from 'vite'

/** @typedef {import('./bundling').BundleJob} BundleJob */

/**
 * The Vite config of a site's client bundle, or of its server renderer: the
 * project's vite.config.ts for the job's brand, with its content's static
 * files and the site settings.
 * @param {Pick<BundleJob, 'root' | 'brand' | 'contentRoot' | 'settings'>} job
 * @returns {import('vite').InlineConfig}
 */
export function siteViteConfig({ root, brand, contentRoot, settings }) {
  // vite.config.ts takes the brand from the environment, as `npm run build` gives it.
  process.env.BRAND = brand.id
  return {
    configFile: path.join(root, 'vite.config.ts'),
    root,
    // Static files (images, favicon) belong to the content.
    ...(contentRoot === root
      ? {}
      : { publicDir: path.join(contentRoot, 'content', brand.id, 'static') }),
    logLevel: 'warn',
    define: {
      __SITE_SETTINGS__: JSON.stringify(settings),
      // A constant the bundler folds, so that a build without sign-in drops its code
      // (screens, session hint, the library's chunk) rather than carrying it unused.
      'import.meta.env.SIGN_IN': JSON.stringify(settings.signIn !== undefined),
    },
  }
}

/**
 * Both Vite builds: the client bundle (with its manifest, `.vite/manifest.json`)
 * into `outDir`, and the server renderer with the render threads' module into
 * `ssrDir` (vite.config.ts leaves the router plugin out of that one).
 * @param {BundleJob} job
 */
export async function bundle(job) {
  const config = siteViteConfig(job)
  // The staging folder starts empty; Vite would warn that it is outside the project.
  // The content's static files are copied by the build (site-files.ts): the bundles,
  // reused by the build hash, hold only what the code makes.
  await build({
    ...config,
    build: { outDir: job.outDir, emptyOutDir: false, copyPublicDir: false },
  })
  await build({
    ...config,
    build: {
      ssr: true,
      rolldownOptions: { input: { 'render-worker': 'tools/builder/render-worker.ts' } },
      outDir: job.ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
}

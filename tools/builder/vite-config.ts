import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import type { BrandConfig } from '../../src/site/brands.ts'
import { brandThemePlugin } from './brand-theme-plugin.ts'

/**
 * The router inlines the pages' CSS itself when its manifest carries the
 * stylesheets (`inlineCss`); its Vite plugin switches that off by default, and
 * both the server renderer and the browser must agree, so switch it on for both.
 */
const inlineCssPlugin: Plugin = {
  name: 'site:router-inline-css',
  config: () => ({
    define: {
      'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
      'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
    },
  }),
}

/**
 * The Vite config of one brand, which vite.config.ts gives the build, the dev
 * server and vitest (tools/builder/bundle.mjs). The server renderer's build (`server`), which follows the
 * client's, leaves out the router plugin: the client build has just generated
 * the route tree, and splitting routes into chunks helps only a browser. A
 * renderer in one piece writes the same pages, a little quicker (no lazy
 * route to resolve per page), and builds in a quarter of the time.
 */
export function createViteConfig(brand: BrandConfig, { server = false } = {}): UserConfig {
  const publicDir = `content/${brand.id}/static`
  return {
    publicDir,
    plugins: [
      server
        ? []
        : tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            quoteStyle: 'single',
            // Formatting the generated file loads Prettier and runs it on every
            // build; nobody reads that file, and the format check leaves it out
            // (.prettierignore).
            enableRouteTreeFormatting: false,
          }),
      react(),
      brandThemePlugin(brand, `${publicDir}/favicon.svg`),
      inlineCssPlugin,
    ],
    build: {
      manifest: true,
      // The site's CSS is small: one stylesheet, inlined into every page,
      // means no route chunk ever fetches a stylesheet of its own
      // (docs/performance.md, "Measurements behind the code").
      cssCodeSplit: false,
      assetsDir: 'assets',
      rolldownOptions: {
        input: 'src/entry-client.tsx',
        ...(server ? {} : { output: { codeSplitting: INITIAL_IN_ONE_CHUNK } }),
      },
    },
  }
}

/**
 * Every module the entry loads statically (Rolldown's `$initial` tag) in one
 * chunk. Left to itself, Rolldown splits them by which route chunks share
 * them (three chunks and Vite's preload helper on every page), and each new
 * dynamic import that shares some of them splits them again: every page
 * downloads them all the same, in more files that compress less well
 * (docs/performance.md, "Measurements behind the code"). Route chunks, and what
 * loads later (service worker, web vitals, sign-in), keep chunks of their own.
 */
const INITIAL_IN_ONE_CHUNK = {
  groups: [{ name: 'entry-client', tags: ['$initial' as const] }],
}

#!/usr/bin/env node
// @ts-check
// The project's command line (tools/cli.ts), run as plain JavaScript: bundled
// by esbuild when its code has changed (see build/bundle-script.mjs), so that
// no command waits for a TypeScript loader to start and to compile the tools.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bundledScript } from './build/bundle-script.mjs'

let cli
try {
  cli = bundledScript(fileURLToPath(new URL('./cli.ts', import.meta.url)))
} catch (error) {
  // esbuild has printed where the code is wrong.
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
await import(pathToFileURL(cli).href)

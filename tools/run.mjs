#!/usr/bin/env node
// @ts-check
// The project's command line (tools/cli.ts), run as plain JavaScript: bundled
// by esbuild when its code has changed (see build/bundle-script.mjs), so that
// no command waits for a TypeScript loader to start and to compile the tools.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bundledScript } from './build/bundle-script.mjs'

const cli = bundledScript(fileURLToPath(new URL('./cli.ts', import.meta.url)))
await import(pathToFileURL(cli).href)

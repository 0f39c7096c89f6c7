#!/usr/bin/env node
// The project's command line (tools/commands/cli.ts), TypeScript run through tsx's loader.
import { register } from 'tsx/esm/api'

register()
await import('./commands/cli.ts')

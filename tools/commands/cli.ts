#!/usr/bin/env -S npx tsx
import yargs, { type Argv } from 'yargs'
import { hideBin } from 'yargs/helpers'
import { EnvironmentError, EXIT } from '../exit'
import { InputError } from '../content/errors'

/**
 * Each command by its first word, loaded on demand: each brings its own
 * dependencies (the content check its parsers, the audit Lighthouse's tooling),
 * and loading them all delayed every command, a build's first step included
 * (docs/performance.md, "Measurements behind the code").
 */
const COMMANDS: Record<string, (cli: Argv) => Promise<unknown>> = {
  build: async (cli) => cli.command((await import('./build')).buildCommand),
  preview: async (cli) => cli.command((await import('./preview')).previewCommand),
  dev: async (cli) => cli.command((await import('./dev')).devCommand),
  'start-cymbria': async (cli) =>
    cli.command((await import('./start-cymbria')).startCymbriaCommand),
  content: async (cli) => cli.command((await import('./content')).contentCommand),
  redirects: async (cli) => cli.command((await import('./redirects')).redirectsCommand),
  figures: async (cli) => cli.command((await import('./figures')).figuresCommand),
  'ensure-browser': async (cli) =>
    cli.command((await import('./ensure-browser')).ensureBrowserCommand),
  bench: async (cli) => cli.command((await import('./bench')).benchCommand),
  links: async (cli) => cli.command((await import('./links')).linksCommand),
  lighthouse: async (cli) => cli.command((await import('./lighthouse')).lighthouseCommand),
  audit: async (cli) => cli.command((await import('./audit')).auditCommand),
  cms: async (cli) => cli.command((await import('./cms')).cmsCommand),
  dependencies: async (cli) => cli.command((await import('./dependencies')).dependenciesCommand),
}

const args = hideBin(process.argv)
const cli = yargs(args).scriptName('tools')
const first = args[0]
// An own key only: `constructor` or `toString` are no commands.
const asked = first !== undefined && Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined
// --help, or a word that is no command: all of them, to list them (in this order).
for (const register of asked ? [asked] : Object.values(COMMANDS)) await register(cli)

/** The project's command line: `npm run tools -- <command>`. Exit codes: 0 clean, 1 findings, 2 usage. */
await cli
  .demandCommand(1, 'Name a command; --help lists them.')
  .strict()
  .fail((message, error) => {
    // A bad value a command finds itself (BRAND, say) is a usage error in any
    // command, whether or not its handler runs inside runCommand: a message, no stack.
    if (error instanceof EnvironmentError) {
      console.error(error.message)
      process.exit(EXIT.usage)
    }
    // Problems in the inputs (content, the redirect table) a command did not report itself.
    if (error instanceof InputError) {
      console.error(error.message)
      process.exit(EXIT.findings)
    }
    if (error) throw error
    console.error(message)
    console.error('Run with --help for usage.')
    process.exit(EXIT.usage)
  })
  .help()
  .parseAsync()

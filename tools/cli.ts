#!/usr/bin/env -S npx tsx
import yargs from 'yargs'
import { hideBin } from 'yargs/helpers'
import { buildCommand } from './commands/build'
import { contentCommand } from './commands/content'
import { ensureBrowserCommand } from './commands/ensure-browser'
import { previewCommand } from './commands/preview'
import { redirectsCommand } from './commands/redirects'
import { benchCommand } from './commands/bench'
import { linksCommand } from './commands/links'
import { lighthouseCommand } from './commands/lighthouse'
import { auditCommand } from './commands/audit'

/** The project's command line: `npm run tools -- <command>`. Exit codes: 0 clean, 1 findings, 2 usage. */
await yargs(hideBin(process.argv))
  .scriptName('tools')
  .command(buildCommand)
  .command(previewCommand)
  .command(contentCommand)
  .command(redirectsCommand)
  .command(ensureBrowserCommand)
  .command(benchCommand)
  .command(linksCommand)
  .command(lighthouseCommand)
  .command(auditCommand)
  .demandCommand(1, 'Name a command; --help lists them.')
  .strict()
  .fail((message, error) => {
    if (error) throw error
    console.error(message)
    console.error('Run with --help for usage.')
    process.exit(2)
  })
  .help()
  .parseAsync()

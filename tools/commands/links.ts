import type { CommandModule } from 'yargs'
import { positiveInteger, printJson, runCommand } from '../audit/cli-support'
import { EXIT, UsageError } from '../exit'
import { checkLinks, formatLinksReport, originOf } from '../audit/links'
import { createProgress } from '../audit/progress'
import { requireBuiltSite } from '../audit/site'

interface LinksArgs {
  dir: string
  external: boolean
  concurrency: number
  timeout: number
  'site-url'?: string
  json: boolean
}

export const linksCommand: CommandModule<object, LinksArgs> = {
  command: 'links',
  describe: 'Check every link, image, CSS URL and #fragment of a built site, served on 127.0.0.1',
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: 'dist', describe: 'the built site' })
      .option('external', {
        type: 'boolean',
        default: false,
        describe: 'also check links to other sites (skipped by default)',
      })
      .option('concurrency', {
        type: 'number',
        default: 25,
        describe: 'requests in flight at once',
      })
      .option('timeout', {
        type: 'number',
        default: 10000,
        describe: 'milliseconds before a request counts as failed',
      })
      .option('site-url', {
        type: 'string',
        describe:
          "the site's production URL, whose links are checked against the build " +
          '(default: read from the page data; "" treats them as external)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the report as JSON' })
      .example('$0 links', 'check dist/: internal links, images, CSS URLs and #fragments')
      .example('$0 links --dir .build/audit-site --json', 'check another build, machine output')
      .example(
        '$0 links --external --concurrency 5 --timeout 5000',
        'also check links to other sites, gently',
      )
      .epilogue('Exit codes: 0 no broken link, 1 broken links, 2 usage or environment error.'),
  handler: (args) =>
    runCommand(async () => {
      const concurrency = positiveInteger('concurrency', args.concurrency)
      const timeoutMs = positiveInteger('timeout', args.timeout)
      const siteUrlArg = args['site-url']
      if (siteUrlArg && !originOf(siteUrlArg))
        throw new UsageError(`--site-url must be an absolute URL (got "${siteUrlArg}").`)
      const root = requireBuiltSite(args.dir)
      const progress = createProgress()
      const report = await progress.step('links', () =>
        checkLinks({
          root,
          dir: args.dir,
          external: args.external,
          concurrency,
          timeoutMs,
          siteUrl: siteUrlArg === undefined ? undefined : siteUrlArg || null,
          progress,
        }),
      )
      if (args.json) printJson(report)
      else console.log(formatLinksReport(report))
      return report.ok ? EXIT.clean : EXIT.findings
    }),
}

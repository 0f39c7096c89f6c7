import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditJson, htmlJson, lighthouseJson, linksJson } from '../../tests/cli/json-shapes'
import { cli } from '../../tests/cli/run-cli'

const FIXTURES = 'tests/fixtures/audit'
const LENIENT = `${FIXTURES}/lighthouse/budgets-lenient.json`

let tmp = ''
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'audit-cli-'))
})
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true })
})

describe('tools links', { timeout: 60_000 }, () => {
  it('exits 0 on a clean site and prints the JSON shape', async () => {
    const run = await cli(['links', '--dir', `${FIXTURES}/links-clean`, '--json'])
    expect(run.code).toBe(0)
    const report = linksJson.parse(JSON.parse(run.stdout))
    expect(report.ok).toBe(true)
    expect(report.broken).toEqual([])
  })

  it('exits 1 with every broken link and its page', async () => {
    const run = await cli(['links', '--dir', `${FIXTURES}/links-broken`, '--json'])
    expect(run.code).toBe(1)
    const report = linksJson.parse(JSON.parse(run.stdout))
    expect(report.broken.map((b) => `${b.page} ${b.kind} ${b.url}`)).toEqual([
      '/ fragment /about/#nope',
      '/ page /cn/about/',
      '/ page /gone/',
      '/ image /images/missing.png',
      '/ page /missing/',
      '/assets/site.css asset /assets/missing.woff2',
    ])
  })

  it('prints a human report grouped by page', async () => {
    const run = await cli(['links', '--dir', `${FIXTURES}/links-broken`])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('  image    /images/missing.png  (HTTP 404)')
    expect(run.stdout).toMatch(/6 broken in/)
    expect(run.stderr).toBe('')
  })
})

describe.concurrent(
  'usage and environment errors exit 2 with a message',
  { timeout: 60_000 },
  () => {
    it.each([
      [['links', '--dir', `${FIXTURES}/nowhere`], /holds no built site/],
      [['links', '--concurrency', '0'], /--concurrency must be a whole number/],
      [['links', '--site-url', 'not a url', '--dir', `${FIXTURES}/links-clean`], /--site-url/],
      [['links', '--bogus'], /Unknown argument: bogus/],
      [['lint'], /Unknown argument: lint/],
      [['constructor'], /Unknown argument: constructor/],
      [['lighthouse', '--runs', '0'], /--runs must be a whole number/],
      [['lighthouse', '--cpu-slowdown', 'fast'], /--cpu-slowdown must be a number of at least 1/],
      [['audit', '--cpu-slowdown', '0.5'], /--cpu-slowdown must be a number of at least 1/],
      [
        [
          'lighthouse',
          '--dir',
          `${FIXTURES}/lighthouse-site`,
          '--budgets',
          `${FIXTURES}/lighthouse/budgets-invalid.json`,
        ],
        /not a valid budgets file/,
      ],
      [
        [
          'lighthouse',
          '--dir',
          `${FIXTURES}/lighthouse-site`,
          '--budgets',
          LENIENT,
          '--template',
          'nope',
        ],
        /No page of/,
      ],
      [
        ['audit', '--skip', 'nope'],
        /--skip takes content, sign-in, redirects, html, links, lighthouse/,
      ],
      [['audit', '--brand', 'nope', '--skip', 'lighthouse'], /Unknown brand "nope"/],
      [
        ['audit', '--dir', `${FIXTURES}/lighthouse-site`, '--skip', 'lighthouse'],
        /lighthouse-site\/ has no build record \(_edge\/build\.json\).*Build it again/,
      ],
    ])('%j', async (args, message) => {
      const run = await cli(args)
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(message)
      expect(run.stdout).toBe('')
    })

    it.each(['build', 'content check', 'redirects check', 'dev'])(
      'BRAND=nosuchbrand %s names the brands there are',
      async (command) => {
        const run = await cli(command.split(' '), { env: { BRAND: 'nosuchbrand' } })
        expect(run.code).toBe(2)
        expect(run.stderr.split('\n')[0]).toBe(
          'Unknown brand "nosuchbrand": use one of edgepoint, cymbria.',
        )
        expect(run.stdout).toBe('')
      },
    )

    it.each([
      ['links', ''],
      ['lighthouse', ''],
      ['audit', ', or pass --build'],
    ])('%s on a folder with no site suggests only options it has', async (command, option) => {
      const dir = path.join(tmp, 'no-site')
      // audit's report folder is never made without a site, but never in the project either.
      const reports = command === 'audit' ? ['--reports', path.join(tmp, 'no-site-reports')] : []
      const run = await cli([command, '--dir', dir, ...reports])
      expect(run.code).toBe(2)
      expect(run.stderr.split('\n')[0]).toBe(
        `${dir}/ holds no built site (no index.html): build it first with "npm run tools -- build --out ${dir}"${option}.`,
      )
    })

    it('audit of a build of another brand than --brand or BRAND says, in one line', async () => {
      const dir = `${FIXTURES}/links-clean`
      const asked = await cli(['audit', '--dir', dir, '--brand', 'cymbria'])
      expect(asked.code).toBe(2)
      expect(asked.stderr).toBe(
        `${dir}/ is a build of edgepoint (EdgePoint Wealth Management), not of cymbria as --brand cymbria says: leave it out to audit the build as it is, or build cymbria.\n`,
      )
      expect(asked.stdout).toBe('')
      const env = await cli(['audit', '--dir', dir], { env: { BRAND: 'cymbria' } })
      expect(env.code).toBe(2)
      expect(env.stderr).toMatch(/^[^\n]*not of cymbria as BRAND=cymbria says[^\n]*\n$/)
    })

    it('lighthouse without a Chromium', async () => {
      const args = ['lighthouse', '--dir', `${FIXTURES}/lighthouse-site`, '--budgets', LENIENT]
      const none = await cli(args, { env: { CHROME_PATH: path.join(tmp, 'no-chromium') } })
      expect(none.code).toBe(2)
      expect(none.stderr).toMatch(/No Chromium found/)
      const folder = await cli(args, { env: { CHROME_PATH: tmp } })
      expect(folder.code).toBe(2)
      expect(folder.stderr).toMatch(/is not an executable Chromium/)
    })
  },
)

describe.concurrent('--help on every command', { timeout: 60_000 }, () => {
  it.each(['links', 'lighthouse', 'audit'])(
    '%s --help shows options, examples and exit codes',
    async (command) => {
      const run = await cli([command, '--help'])
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('Examples:')
      expect(run.stdout).toContain('Exit codes:')
      expect(run.stdout).toContain('--json')
    },
  )
})

/** `tools audit` of a fixture site with only the link check, its report in `tmp/<reports>`. */
const auditLinksOnly = (fixture: string, reports: string) =>
  cli([
    'audit',
    '--dir',
    `${FIXTURES}/${fixture}`,
    '--skip',
    'content,redirects,lighthouse',
    '--reports',
    path.join(tmp, reports),
  ])

describe('tools audit', { timeout: 60_000 }, () => {
  it('exits 1 on findings and writes the report folder', async () => {
    const reports = path.join(tmp, 'broken')
    const run = await cli([
      'audit',
      '--dir',
      `${FIXTURES}/links-broken`,
      '--skip',
      'content,redirects',
      '--skip',
      'lighthouse',
      '--reports',
      reports,
      '--json',
    ])
    expect(run.code).toBe(1)
    const audit = auditJson.parse(JSON.parse(run.stdout))
    expect(audit.exitCode).toBe(1)
    expect(audit.checks.map((c) => [c.check, c.result, c.findings])).toEqual([
      ['content', 'skipped', 0],
      ['sign-in', 'pass', 0],
      ['redirects', 'skipped', 0],
      ['html', 'pass', 0],
      ['links', 'fail', 6],
      ['lighthouse', 'skipped', 0],
    ])
    const [folder] = await readdir(reports)
    expect(folder).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    const dir = path.join(reports, folder ?? '')
    expect((await readdir(dir)).sort()).toEqual([
      'audit.json',
      'html.json',
      'links.json',
      'sign-in.json',
      'summary.md',
    ])
    linksJson.parse(JSON.parse(await readFile(path.join(dir, 'links.json'), 'utf8')))
    expect(
      htmlJson.parse(JSON.parse(await readFile(path.join(dir, 'html.json'), 'utf8'))),
    ).toMatchObject({ ok: true, config: '.htmlvalidate.json', problems: [] })
    const summary = await readFile(path.join(dir, 'summary.md'), 'utf8')
    expect(summary).toContain('| links | fail | 6 |')
    expect(summary).toContain('| / | /images/missing.png | image | HTTP 404 |')
  })

  it('prints the findings of a failed audit, not only their count', async () => {
    const run = await auditLinksOnly('links-broken', 'broken-text')
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('NOT fit to publish')
    expect(run.stdout).toContain('| / | /images/missing.png | image | HTTP 404 |')
  })

  it('prints one summary table and exits 0 when every check passes', async () => {
    const run = await auditLinksOnly('links-clean', 'clean')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^check\s+result\s+findings\s+time\s+details$/m)
    expect(run.stdout).toMatch(/^links\s+pass\s+0\s/m)
    expect(run.stdout).toContain('fit to publish')
  })

  it('records a check that cannot run as an error and exits 2', async () => {
    const run = await cli(
      [
        'audit',
        '--dir',
        `${FIXTURES}/links-clean`,
        '--skip',
        'content,redirects,links',
        '--budgets',
        LENIENT,
        '--reports',
        path.join(tmp, 'reports-no-chromium'),
        '--json',
      ],
      { env: { CHROME_PATH: path.join(tmp, 'no-chromium') } },
    )
    expect(run.code).toBe(2)
    const audit = auditJson.parse(JSON.parse(run.stdout))
    expect(audit.checks.find((c) => c.check === 'lighthouse')).toMatchObject({
      result: 'error',
      details: expect.stringMatching(/No Chromium found/),
    })
  })

  it('exits 2 when there is no built site', async () => {
    const reports = path.join(tmp, 'reports-no-site')
    const run = await cli(['audit', '--dir', path.join(tmp, 'nothing-here'), '--reports', reports])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/holds no built site/)
    expect(existsSync(reports)).toBe(false)
  })
})

/** Launches Chromium: only with LIGHTHOUSE_E2E=1 (about half a minute). */
describe.runIf(process.env.LIGHTHOUSE_E2E)(
  'tools lighthouse in Chromium',
  { timeout: 300_000 },
  () => {
    it('measures one page per template and locale and finds the page over its script budget', async () => {
      const reports = path.join(tmp, 'lighthouse')
      const run = await cli([
        'lighthouse',
        '--dir',
        `${FIXTURES}/lighthouse-site`,
        '--budgets',
        LENIENT,
        '--runs',
        '1',
        '--report-dir',
        reports,
        '--json',
      ])
      // Progress goes to stderr a line a page (not a terminal), the report to stdout.
      expect(run.stderr).toContain('lighthouse: 1/3 home en /')
      expect(run.code).toBe(1)
      const report = lighthouseJson.parse(JSON.parse(run.stdout))
      expect(report.pages.map((p) => [p.template, p.locale, p.path, p.error])).toEqual([
        ['home', 'en', '/', null],
        ['home', 'fr', '/fr/', null],
        ['general', 'en', '/team/', null],
      ])
      expect(report.breaches.map((b) => [b.path, b.kind, b.name, b.budget])).toEqual([
        ['/team/', 'bytes', 'script', 10000],
      ])
      expect(report.breaches[0]?.measured).toBeGreaterThan(10000)
      expect(report.cpuSlowdownMultiplier).toBe(4)
      expect(report.control.trusted).toBe(true)
      for (const page of report.pages) {
        expect(page.benchmarkIndex).toBeGreaterThan(0)
        expect(page.lighthouseTbtMs).not.toBeNull()
        expect(page.measured.scores.performance).not.toBeNull()
        expect(page.report && existsSync(page.report)).toBe(true)
      }
    })
  },
)

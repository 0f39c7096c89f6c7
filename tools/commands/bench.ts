import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Argv, CommandModule } from 'yargs'
import { benchBuild, formatBenchReport } from '../bench/bench-build'
import { defaultCorpusDir, writeCorpus } from '../bench/corpus'
import { assertLocale, DEFAULT_LOCALE, LOCALE_CODES } from '../../src/site/locales'

interface CorpusArgs {
  articles: number
  out?: string
  seed: number
}

interface BuildArgs {
  articles: number
  runs: number
  seed: number
  json: boolean
  edits: boolean
}

/** Stops with a usage error (exit code 2) unless each option is a whole number ≥ 1. */
function requireWholeNumbers(options: Record<string, number>): void {
  for (const [name, value] of Object.entries(options)) {
    if (Number.isInteger(value) && value >= 1) continue
    console.error(`--${name} takes a whole number of at least 1.`)
    console.error('Run with --help for usage.')
    process.exit(2)
  }
}

/** A folder as the user may type it: relative to here when inside, else absolute. */
const shown = (dir: string) => {
  const rel = path.relative(process.cwd(), dir)
  return rel === '' ? '.' : rel.startsWith('..') ? dir : rel
}

const withCorpus = <T>(y: Argv<T>, articles: number | undefined) =>
  y
    .option('articles', {
      type: 'number',
      ...(articles === undefined ? { demandOption: true } : { default: articles }),
      describe: `articles per locale (${LOCALE_CODES.join(', ')})`,
    })
    .option('seed', { type: 'number', default: 1, describe: 'seed of the generator' })

const corpusCommand: CommandModule<object, CorpusArgs> = {
  command: 'corpus',
  describe: 'Generate a deterministic content corpus of the Edgepoint brand outside content/',
  builder: (y) =>
    withCorpus(y, undefined)
      .option('out', {
        type: 'string',
        describe: 'folder to write (default: .build/bench/corpus-<N>/)',
      })
      .example('$0 bench corpus --articles 1000', 'write .build/bench/corpus-1000/')
      .example('$0 bench corpus --articles 5 --out /tmp/c --seed 7', 'a tiny corpus elsewhere'),
  handler: async ({ articles, seed, out }) => {
    requireWholeNumbers({ articles })
    const root = path.resolve(out ?? defaultCorpusDir({ articles, seed }))
    const started = performance.now()
    const summary = await writeCorpus(root, { articles, seed })
    const seconds = (performance.now() - started) / 1000
    console.log(
      `Wrote ${summary.files} files (${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.pages} pages) into ${shown(root)}/ in ${seconds.toFixed(1)} s`,
    )
    console.log(`Build it: npm run tools -- build --root ${shown(root)} --no-redirects --out <dir>`)
  },
}

const buildCommand: CommandModule<object, BuildArgs> = {
  command: 'build',
  describe: 'Build the corpus several times; print pages, time, memory and page weights',
  builder: (y) =>
    withCorpus(y, 200)
      .option('runs', {
        type: 'number',
        default: 3,
        describe: 'builds to run (medians are reported)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the report as JSON' })
      .option('edits', {
        type: 'boolean',
        default: false,
        describe:
          'also time rebuilds after each kind of edit (a body, a title, a new article...), --runs times each',
      })
      .example('$0 bench build --articles 1000 --runs 3', 'about 3,100 pages, three builds')
      .example('$0 bench build --articles 1000 --edits', 'and rebuilds after edits'),
  handler: async ({ articles, seed, runs, json, edits }) => {
    requireWholeNumbers({ articles, runs })
    const report = await benchBuild({
      articles,
      seed,
      runs,
      edits,
      projectRoot: process.cwd(),
      log: (line) => console.error(`  ${line}`),
    })
    console.log(json ? JSON.stringify(report, null, 2) : formatBenchReport(report))
  },
}

interface NavigationArgs {
  dir: string
  count: number
  json: boolean
}

const navigationCommand: CommandModule<object, NavigationArgs> = {
  command: 'navigation',
  describe:
    'Follow links between articles of a built site in Chromium; print page-data size and render time',
  builder: (y) =>
    y
      .option('dir', {
        type: 'string',
        default: 'dist',
        describe: 'the built site (e.g. .build/bench/dist-1000 after bench build)',
      })
      .option('count', { type: 'number', default: 20, describe: 'navigations to time' })
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'print every navigation as JSON',
      })
      .example(
        '$0 bench navigation --dir .build/bench/dist-1000',
        '20 article-to-article navigations',
      ),
  handler: async ({ dir, count, json }) => {
    requireWholeNumbers({ count })
    const { benchNavigation, formatNavigationReport, summarizeNavigations } =
      await import('../bench/navigation')
    const runs = await benchNavigation({
      siteDir: path.resolve(dir),
      count,
      log: (line) => console.error(`  ${line}`),
    })
    console.log(
      json
        ? JSON.stringify({ summary: summarizeNavigations(runs), runs }, null, 2)
        : formatNavigationReport(dir, runs),
    )
  },
}

interface SearchArgs {
  dir: string
  locale: string
  count: number
  json: boolean
}

const searchCommand: CommandModule<object, SearchArgs> = {
  command: 'search',
  describe:
    "Run queries on a built site's search page in Chromium; print the first query's bytes and query latency",
  builder: (y) =>
    y
      .option('dir', {
        type: 'string',
        default: 'dist',
        describe: 'the built site (e.g. .build/bench/dist-1000 after bench build)',
      })
      .option('locale', {
        type: 'string',
        default: DEFAULT_LOCALE,
        choices: LOCALE_CODES,
        describe: "the search page's locale; queries are words of its article titles",
      })
      .option('count', { type: 'number', default: 10, describe: 'queries to time after the first' })
      .option('json', { type: 'boolean', default: false, describe: 'print the figures as JSON' })
      .example('$0 bench search --dir .build/bench/dist-1000', 'a first query, then 10 timed')
      .example(
        '$0 bench search --dir .build/bench/dist-1000 --locale cn',
        "the same on /cn/search/, Chinese words of the Chinese articles' titles",
      ),
  handler: async ({ dir, locale, count, json }) => {
    requireWholeNumbers({ count })
    const { benchSearch, formatSearchReport } = await import('../bench/search')
    const code = assertLocale(locale)
    const bench = await benchSearch({ siteDir: path.resolve(dir), locale: code, count })
    console.log(json ? JSON.stringify(bench, null, 2) : formatSearchReport(dir, code, bench))
  },
}

interface JsArgs {
  brand: string
  route: string
  locale: string
  json: boolean
}

const jsCommand: CommandModule<object, JsArgs> = {
  command: 'js',
  describe:
    "Weigh a route's first-load JavaScript by package (client bundle built with source maps)",
  builder: (y) =>
    y
      .option('brand', { type: 'string', default: 'edgepoint', describe: 'brand to bundle' })
      .option('route', {
        type: 'string',
        default: '/{-$locale}/article/$slug',
        describe: "the router's id of the route (the article template by default)",
      })
      .option('locale', {
        type: 'string',
        default: DEFAULT_LOCALE,
        describe: 'locale of the UI strings',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the weights as JSON' })
      .example('$0 bench js', "what an article's first visit loads, by package"),
  handler: async ({ brand, route, locale, json }) => {
    const { brandNamed } = await import('../builder/settings')
    const { buildClientWithMaps, firstLoadScripts, weighScripts } =
      await import('../bench/js-by-package')
    const outDir = path.resolve('.build', 'bench', `js-${brand}`)
    const vite = await buildClientWithMaps(process.cwd(), brandNamed(brand), outDir)
    const files = firstLoadScripts(vite, route, locale)
    const weights = await weighScripts(outDir, files)
    if (json) {
      console.log(JSON.stringify({ route, locale, files, weights }, null, 2))
      return
    }
    const total = weights.reduce((sum, w) => sum + w.gzip, 0)
    const kib = (n: number) => (n / 1024).toFixed(1)
    console.log(
      `### First-load JavaScript of ${route} (${locale}), ${files.length} files, by package\n`,
    )
    console.log('| Package | gzip (KiB) | Share | Minified (KiB) |')
    console.log('| --- | ---: | ---: | ---: |')
    for (const w of weights)
      console.log(
        `| ${w.name} | ${kib(w.gzip)} | ${((100 * w.gzip) / total).toFixed(1)} % | ${kib(w.bytes)} |`,
      )
    console.log(
      `| **total** | **${kib(total)}** | | ${kib(weights.reduce((s, w) => s + w.bytes, 0))} |`,
    )
  },
}

interface EdgeArgs {
  dir: string
  seconds: number
  connections: number
  page?: string
  redirect?: string
  refused?: string
  json: boolean
}

const edgeCommand: CommandModule<object, EdgeArgs> = {
  command: 'edge',
  describe:
    'Load the site handler on 127.0.0.1 (autocannon): a page, a redirect and a refused protected page; print req/s and p99',
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: 'dist', describe: 'the built site' })
      .option('seconds', { type: 'number', default: 5, describe: 'how long each case runs' })
      .option('connections', { type: 'number', default: 10, describe: 'concurrent connections' })
      .option('page', { type: 'string', describe: 'the page (default: the shortest public one)' })
      .option('redirect', {
        type: 'string',
        describe: 'a fromPath of the built redirect table (default: the first public one)',
      })
      .option('refused', {
        type: 'string',
        describe: 'a protected path (default: the first protected page; needs a sign-in build)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the report as JSON' })
      .example('$0 bench edge --dir .build/e2e-cymbria-sign-in', 'all three cases, 5 s each')
      .example('$0 bench edge --dir .build/e2e-edgepoint --seconds 3', 'a page and a redirect'),
  handler: async ({ dir, seconds, connections, page, redirect, refused, json }) => {
    requireWholeNumbers({ seconds, connections })
    if (!existsSync(path.join(path.resolve(dir), 'index.html'))) {
      console.error(`${dir}/ holds no built site: build one first (npm run build -- --out ${dir}).`)
      process.exit(2)
    }
    const { benchEdge, formatEdgeBenchReport } = await import('../bench/edge')
    const report = await benchEdge({
      dir,
      seconds,
      connections,
      targets: {
        ...(page ? { page } : {}),
        ...(redirect ? { redirect } : {}),
        ...(refused ? { refused } : {}),
      },
      log: (line) => console.error(`  ${line}`),
    })
    console.log(json ? JSON.stringify(report, null, 2) : formatEdgeBenchReport(report))
    if (!report.ok) process.exitCode = 1
  },
}

export const benchCommand: CommandModule = {
  command: 'bench',
  describe: 'Benchmarks: generate a content corpus, build and measure it (docs/performance.md)',
  builder: (y) =>
    y
      .command(corpusCommand)
      .command(buildCommand)
      .command(navigationCommand)
      .command(searchCommand)
      .command(jsCommand)
      .command(edgeCommand)
      .demandCommand(1, 'Name a bench command: corpus, build, navigation, search, js or edge.'),
  handler: () => {},
}

import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../src/site/locales'
import type { Block } from '../../src/model/blocks'
import type { PortfolioData, SiteFile } from '../../src/model/brand-data'
import { COMMENTARY_SERIES } from '../../src/model/fields'
import { memberSlug } from '../../src/model/pages/bio'
import type { FrontMatter } from '../../src/model/front-matter'
import { entryPath } from '../../src/model/registry'
import {
  NAVIGATION,
  PAGES,
  PORTFOLIOS,
  UI,
  type PageSpec,
  type PortfolioSpec,
} from './corpus-pages'
import { articleBody, mdLink, nth, slugify, withLink, type Link } from './corpus-text'
import { historyCsv, seriesHistory } from './corpus-history'
import type { MonthValue } from '../../src/model/fund-history'
import { everyLocale, inLocale } from './per-locale'
import { rngFor, type Rng } from './prng'
import { capitalize, Writer } from './prose'
import { COMPANIES, FIRST_NAMES, LAST_NAMES, LEXICONS, type Category, type Series } from './words'
import { toYaml, type YamlMap } from './yaml-emit'
import { sectionDir, type Section } from '../content/layout'

/**
 * The benchmark corpus: a deterministic content tree in our content format for
 * the Edgepoint brand, N articles per locale plus team, portfolios and pages.
 * Same options, same bytes: every random choice comes from a seeded stream
 * named after what it decides (see prng.ts), never from the clock.
 */
export const CORPUS_BRAND = 'edgepoint'
/** Bump when the generated files change, so `bench build` regenerates old corpora. */
export const CORPUS_VERSION = 5
/** Written first (incomplete) and last (complete): marks a folder as a corpus. */
export const CORPUS_MARKER = 'corpus.json'
export const TEAM_SIZE = 30
const INSTITUTIONAL_MEMBERS = 3
const ARTICLE_IMAGES = 8
/** Articles are dated back from here, two a day. */
const NEWEST_ARTICLE = Date.UTC(2025, 5, 27)

export interface CorpusOptions {
  /** Articles per locale. */
  articles: number
  seed: number
}

export interface CorpusFile {
  /** Relative to the corpus root, with `/`. */
  path: string
  content: string
}

export interface CorpusMarker {
  generator: 'tools bench corpus'
  version: number
  brand: string
  articles: number
  seed: number
  complete: boolean
  files?: number
  bytes?: number
}

type Of<T extends FrontMatter['type']> = Extract<FrontMatter, { type: T }>

interface MemberPlan {
  id: string
  firstName: string
  lastName: string
  /** Index into the lexicons' roles. */
  role: number
  joined: number
  portfolios: string[]
  subsite?: 'institutional'
  color: string
}

interface ArticlePlan {
  index: number
  id: string
  date: string
  category: Category
  series?: Series
  authors: string[]
  portfolios: string[]
  image?: number
  subsite?: 'institutional'
  topic: number
  title: Record<Locale, string>
  slug: Record<Locale, string>
}

interface Plan {
  seed: number
  members: MemberPlan[]
  articles: ArticlePlan[]
}

const isoDaysBefore = (utc: number, days: number) =>
  new Date(utc - days * 86_400_000).toISOString().slice(0, 10)

// ---- The plan: who and what exists, before any text is written ----------------

function planMembers(seed: number): MemberPlan[] {
  const r = rngFor(seed, 'team')
  const palette = ['#3E5C76', '#5B7B52', '#8A5A44', '#4A4E69', '#2F6F73', '#7A4E7E']
  const members: MemberPlan[] = []
  const taken = new Set<string>()
  while (members.length < TEAM_SIZE) {
    const firstName = r.pick(FIRST_NAMES)
    const lastName = r.pick(LAST_NAMES)
    const id = memberSlug(firstName, lastName)
    if (taken.has(id)) continue
    taken.add(id)
    const k = members.length
    const institutional = k >= TEAM_SIZE - INSTITUTIONAL_MEMBERS
    const managed = k >= 1 && k <= PORTFOLIOS.length
    members.push({
      id,
      firstName,
      lastName,
      role: k === 0 ? 5 : managed ? 0 : institutional ? 3 : r.int(1, 4),
      joined: r.int(2008, 2024),
      portfolios:
        k === 0
          ? ['global', 'canadian']
          : managed
            ? [nth(PORTFOLIOS, k - 1).id, ...(r.chance(0.4) ? [nth(PORTFOLIOS, k % 7).id] : [])]
            : [],
      ...(institutional ? { subsite: 'institutional' as const } : {}),
      color: r.pick(palette),
    })
  }
  return members
}

const SERIES_PORTFOLIOS: Record<Series, readonly string[]> = {
  edgepoint: ['global', 'global-growth-and-income', 'canadian', 'canadian-growth-and-income'],
  credit: ['credit'],
  'fixed-income': ['fixed-income', 'monthly-income'],
}

function planArticles(seed: number, count: number, members: MemberPlan[]): ArticlePlan[] {
  const regular = members.filter((m) => !m.subsite).map((m) => m.id)
  const institutional = members.filter((m) => m.subsite).map((m) => m.id)
  const portfolioIds = PORTFOLIOS.map((p) => p.id)
  return Array.from({ length: count }, (_, index) => {
    const r = rngFor(seed, 'article', index)
    const date = isoDaysBefore(NEWEST_ARTICLE, Math.floor(index / 2))
    const year = Number(date.slice(0, 4))
    const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1
    const roll = r.next()
    const category: Category =
      roll < 0.3
        ? 'commentary'
        : roll < 0.55
          ? 'news'
          : roll < 0.78
            ? 'educational'
            : roll < 0.98
              ? 'reading-list'
              : 'inside-edge'
    const series = category === 'commentary' ? r.pick(COMMENTARY_SERIES) : undefined
    const subsite =
      (category === 'news' || category === 'educational') && r.chance(0.06)
        ? ('institutional' as const)
        : undefined
    const authors = r.sample(subsite ? institutional : regular, r.int(1, 2))
    const portfolios = series
      ? r.sample(SERIES_PORTFOLIOS[series], r.int(1, 2))
      : r.sample(portfolioIds, r.int(0, 2))
    const image = r.chance(0.3) ? r.int(0, ARTICLE_IMAGES - 1) : undefined
    const topic = r.int(0, LEXICONS[DEFAULT_LOCALE].topics.length - 1)
    const pattern = r.int(0, 3)
    const title = everyLocale((locale) => {
      const lex = inLocale(LEXICONS, locale)
      const topicText = nth(lex.topics, topic)
      if (series) return lex.commentaryTitle(quarter, year, series, topicText)
      const patterns = lex.titles[category === 'commentary' ? 'news' : category]
      return nth(patterns, pattern % patterns.length)
        .replace('{Topic}', capitalize(topicText))
        .replace('{topic}', topicText)
    })
    const quarterly = series && `Q${quarter}-${year}-${series}-${index + 1}-commentary`
    const en = quarterly || `${slugify(title[DEFAULT_LOCALE])}-${index + 1}`
    // French slugs are French; the other locales' are the English one.
    const slug = everyLocale((locale) =>
      locale === 'fr' ? quarterly || `${slugify(title[locale])}-${index + 1}` : en,
    )
    return {
      index,
      id: en.toLowerCase(),
      date,
      category,
      ...(series ? { series } : {}),
      authors,
      portfolios,
      ...(image === undefined ? {} : { image }),
      ...(subsite ? { subsite } : {}),
      topic,
      title,
      slug,
    }
  })
}

export function planCorpus({ articles, seed }: CorpusOptions): Plan {
  const members = planMembers(seed)
  return { seed, members, articles: planArticles(seed, articles, members) }
}

// ---- Front matter ---------------------------------------------------------------

const portfolioSlug = (p: PortfolioSpec, locale: Locale) =>
  locale === 'fr' ? p.frSlug : slugify(p.title.en)
const pageSlug = (p: PageSpec, locale: Locale) => (locale === 'fr' ? p.slug.fr : p.slug.en)

function memberFm(m: MemberPlan, locale: Locale): Of<'team-member'> {
  const lex = inLocale(LEXICONS, locale)
  const role = nth(lex.roles, m.role)
  return {
    id: m.id,
    type: 'team-member',
    firstName: m.firstName,
    lastName: m.lastName,
    role,
    description: lex.memberDescription(role, m.joined),
    photo: { src: `/images/team/${m.id}.svg`, alt: `${m.firstName} ${m.lastName}` },
    portfolios: m.portfolios,
    joined: m.joined,
    ...(m.subsite ? { subsite: m.subsite } : {}),
  }
}

function portfolioFm(p: PortfolioSpec, locale: Locale): Of<'portfolio'> {
  return {
    id: p.id,
    type: 'portfolio',
    slug: portfolioSlug(p, locale),
    title: inLocale(p.title, locale),
    description: inLocale(UI, locale).portfolioDescription(inLocale(p.title, locale)),
  }
}

function articleFm(a: ArticlePlan, locale: Locale): Of<'article'> {
  const lex = inLocale(LEXICONS, locale)
  return {
    id: a.id,
    type: 'article',
    slug: a.slug[locale],
    title: a.title[locale],
    description: lex.articleDescription(nth(lex.topics, a.topic)),
    date: a.date,
    category: a.category,
    ...(a.series ? { series: a.series } : {}),
    authors: a.authors,
    portfolios: a.portfolios,
    ...(a.image === undefined
      ? {}
      : { image: { src: `/images/articles/topic-${a.image}.svg`, alt: '', decorative: true } }),
    ...(a.subsite ? { subsite: a.subsite } : {}),
  }
}

/** Paths and titles of the corpus's pages in one locale, for links. */
class Site {
  readonly members: ReadonlyMap<string, Link>
  readonly portfolios: ReadonlyMap<string, Link>
  readonly pages: ReadonlyMap<string, Link>

  constructor(
    readonly plan: Plan,
    readonly locale: Locale,
  ) {
    this.members = new Map(
      plan.members.map((m) => {
        const fm = memberFm(m, locale)
        return [m.id, { label: `${m.firstName} ${m.lastName}`, path: entryPath(locale, fm) }]
      }),
    )
    this.portfolios = new Map(
      PORTFOLIOS.map((p) => [
        p.id,
        { label: inLocale(p.title, locale), path: entryPath(locale, portfolioFm(p, locale)) },
      ]),
    )
    this.pages = new Map(
      PAGES.map((p) => [p.id, { label: inLocale(p.title, locale), path: this.pagePath(p) }]),
    )
  }

  pagePath(p: PageSpec): string {
    return entryPath(this.locale, {
      id: p.id,
      type: 'page',
      slug: pageSlug(p, this.locale),
      title: '',
      description: '',
      template: 'general',
    })
  }

  page(id: string): Link {
    const link = this.pages.get(id)
    if (!link) throw new Error(`no page "${id}" in the corpus`)
    return link
  }

  article(a: ArticlePlan): Link {
    return { label: a.title[this.locale], path: entryPath(this.locale, articleFm(a, this.locale)) }
  }

  /** Another article than `except`, if there is one. */
  otherArticle(r: Rng, except: number): Link | undefined {
    const count = this.plan.articles.length
    if (count < 2) return undefined
    const j = r.int(0, count - 2)
    return this.article(nth(this.plan.articles, j >= except ? j + 1 : j))
  }

  blocks(p: PageSpec): Block[] {
    return p.blocks({
      ui: inLocale(UI, this.locale),
      at: (id) => this.page(id).path,
      title: (id) => this.page(id).label,
    })
  }
}

// ---- Files -------------------------------------------------------------------------

const frontMatter = (fm: YamlMap, body: string) => `---\n${toYaml(fm)}---\n${body}`

function photoSvg(m: MemberPlan): string {
  const name = `${m.firstName} ${m.lastName}`
  const initials = `${m.firstName.charAt(0)}${m.lastName.charAt(0)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${name}">
  <title>${name}</title>
  <rect width="240" height="240" fill="${m.color}"/>
  <text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="88" font-weight="600" fill="#ffffff">${initials}</text>
</svg>
`
}

function articleSvg(k: number): string {
  const hue = (k * 45) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="hsl(${hue} 35% 30%)"/>
  <circle cx="${300 + k * 80}" cy="315" r="${120 + k * 10}" fill="hsl(${hue} 45% 55%)"/>
  <rect x="700" y="180" width="360" height="270" rx="24" fill="hsl(${(hue + 180) % 360} 40% 70%)"/>
</svg>
`
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3954"/><path d="M9 8h14v4H13v2h8v4h-8v2h10v4H9z" fill="#fff"/></svg>
`

/** The portfolios' figures, and each one's month-end history as its CSV. */
function portfolioData(
  seed: number,
  asAtDate: string,
): { portfolios: PortfolioData[]; growth: Map<string, string> } {
  const r = rngFor(seed, 'portfolio-data')
  const growth = new Map<string, string>()
  const portfolios = PORTFOLIOS.map((p, k): PortfolioData => {
    const fixed = p.category === 'fixed-income' || p.category === 'monthly-income'
    const distributions = fixed
      ? 'monthly'
      : p.category.endsWith('balanced')
        ? 'quarterly'
        : 'annual'
    const names = k < 3 ? ['A', 'F', 'AN', 'FN'] : ['A', 'F']
    const histories: Array<{ name: string; values: MonthValue[] }> = []
    const series = names.map((name, s) => {
      const retail = name.startsWith('A')
      const mer = retail ? r.int(160, 200) / 100 : r.int(60, 95) / 100
      const startDate = name.endsWith('N') ? '2016-01-04' : p.inceptionDate
      const history = seriesHistory(r, startDate, asAtDate, fixed ? 0.012 : 0.035)
      histories.push({ name, values: history.values })
      return {
        name,
        codes: [`EDG${100 + k * 10 + s}`],
        mer,
        managementFee: Math.round(mer * 100 - 25) / 100,
        minimumInvestment: name.endsWith('N') ? 100_000 : 1000,
        startDate,
        distributions,
        ...history.figures,
      } satisfies PortfolioData['series'][number]
    })
    let left = 60
    const topHoldings = r.sample(COMPANIES, 10).map((name, i) => {
      const weight = Math.max(10, left - i * 3 - r.int(0, 4))
      left = weight
      return { name, weight: weight / 10 }
    })
    const [main, second] = fixed
      ? [r.int(850, 950), 0]
      : p.category.endsWith('balanced')
        ? [r.int(550, 650), r.int(250, 330)]
        : [r.int(880, 950), 0]
    // In tenths of a percent; whatever is left over is "other", so the weights add up to 100.
    const cash = r.int(20, Math.min(80, 1000 - main - second))
    const assetAllocation: PortfolioData['assetAllocation'] = [
      { assetClass: fixed ? 'bonds' : 'equities', weight: main / 10 },
      ...(second ? [{ assetClass: 'bonds' as const, weight: second / 10 }] : []),
      { assetClass: 'cash', weight: cash / 10 },
      { assetClass: 'other', weight: (1000 - main - second - cash) / 10 },
    ]
    growth.set(p.id, historyCsv(histories))
    return {
      id: p.id,
      category: p.category,
      inceptionDate: p.inceptionDate,
      risk: fixed ? 'low-to-medium' : 'medium',
      series,
      topHoldings,
      assetAllocation,
    }
  })
  return { portfolios, growth }
}

function pageBody(r: Rng, site: Site, linkTo: string): string {
  const w = new Writer(r, site.locale)
  return `${[w.paragraph(r.int(3, 5)), w.paragraph(r.int(2, 4), [mdLink(site.page(linkTo))])].join(
    '\n\n',
  )}\n`
}

function* localeFiles(plan: Plan, locale: Locale): Generator<CorpusFile> {
  const { seed } = plan
  const lex = inLocale(LEXICONS, locale)
  const ui = inLocale(UI, locale)
  const site = new Site(plan, locale)
  const dir = (section: Section) => sectionDir(CORPUS_BRAND, section, locale)

  const home: Of<'home'> = {
    id: 'home',
    type: 'home',
    title: ui.homeTitle,
    description: ui.hero,
    blocks: [
      {
        type: 'hero',
        heading: ui.homeTitle,
        text: ui.hero,
        cta: { label: site.page('who-we-are').label, href: site.page('who-we-are').path },
      },
      { type: 'body' },
      {
        type: 'cards',
        heading: ui.browse,
        items: [
          'who-we-are',
          'insights',
          'portfolio-overview',
          'performance',
          'fees-and-codes',
          'your-team',
        ].map((id) => {
          const page = PAGES.find((p) => p.id === id)
          return {
            title: site.page(id).label,
            text: page ? inLocale(page.description, locale) : '',
            href: site.page(id).path,
          }
        }),
      },
      { type: 'article-list', heading: ui.latest, limit: 6 },
      { type: 'cta', ...ui.cta, href: site.page('contact-us').path },
    ],
  }
  yield {
    path: `${dir('pages')}/home.md`,
    content: frontMatter(home, pageBody(rngFor(seed, 'home', locale), site, 'insights')),
  }

  for (const [k, p] of PAGES.entries()) {
    const fm: Of<'page'> = {
      id: p.id,
      type: 'page',
      slug: pageSlug(p, locale),
      title: inLocale(p.title, locale),
      description: inLocale(p.description, locale),
      template: p.template ?? 'general',
      ...(p.subsite ? { subsite: p.subsite } : {}),
      blocks: site.blocks(p),
    }
    const next = nth(PAGES, (k + 1) % PAGES.length).id
    yield {
      path: `${dir('pages')}/${p.id}.md`,
      content: frontMatter(fm, pageBody(rngFor(seed, 'page', p.id, locale), site, next)),
    }
  }

  for (const m of plan.members) {
    const r = rngFor(seed, 'member', m.id, locale)
    const w = new Writer(r, locale)
    const fm = memberFm(m, locale)
    const managed = m.portfolios.flatMap((id) => {
      const link = site.portfolios.get(id)
      return link ? [withLink(lex.managesLink, link)] : []
    })
    const body = [
      [lex.bio(`${m.firstName} ${m.lastName}`, fm.role, m.joined), w.paragraph(r.int(2, 5))].join(
        lex.space,
      ),
      [w.paragraph(r.int(3, 6)), ...managed].join(lex.space),
      w.paragraph(r.int(2, 4), [mdLink(site.page('your-team'))]),
    ]
    yield { path: `${dir('team')}/${m.id}.md`, content: frontMatter(fm, `${body.join('\n\n')}\n`) }
  }

  for (const p of PORTFOLIOS) {
    const r = rngFor(seed, 'portfolio', p.id, locale)
    const w = new Writer(r, locale)
    const managers = plan.members
      .filter((m) => m.portfolios.includes(p.id))
      .flatMap((m) => {
        const link = site.members.get(m.id)
        return link ? [withLink(r.pick(lex.memberLink), link)] : []
      })
    const body = [
      w.paragraph(r.int(3, 5)),
      `## ${w.heading()}`,
      [w.paragraph(r.int(3, 5)), ...managers].join(lex.space),
      w.paragraph(r.int(2, 3), [mdLink(site.page('performance'))]),
    ]
    yield {
      path: `${dir('portfolios')}/${p.id}.md`,
      content: frontMatter(portfolioFm(p, locale), `${body.join('\n\n')}\n`),
    }
  }

  for (const a of plan.articles) {
    const r = rngFor(seed, 'article-body', a.index, locale)
    const links = {
      article: () => site.otherArticle(r, a.index),
      member: () => site.members.get(r.pick(a.authors)),
      portfolio: () => site.portfolios.get(r.pick(a.portfolios.length ? a.portfolios : ['global'])),
      page: () => site.page(a.category === 'commentary' ? 'commentary-overview' : 'insights'),
    }
    const body = articleBody(r, locale, Number(a.date.slice(0, 4)), links)
    yield {
      path: `${dir('articles')}/${a.date.slice(0, 4)}/${a.id}.md`,
      content: frontMatter(articleFm(a, locale), body),
    }
  }
}

/** Every file of the corpus, in a fixed order, generated lazily. */
export function* corpusFiles(options: CorpusOptions): Generator<CorpusFile> {
  const plan = planCorpus(options)
  const brandDir = `content/${CORPUS_BRAND}`
  const site: SiteFile = {
    asAtDate: '2025-06-30',
    performanceApprovalDate: '2025-07-10',
    navigation: NAVIGATION,
  }
  yield {
    path: `${brandDir}/data/site.yaml`,
    content: `# Benchmark corpus: dates and menus of the site.\n${toYaml(site)}`,
  }
  const { portfolios, growth } = portfolioData(plan.seed, site.asAtDate)
  yield {
    path: `${brandDir}/data/portfolios.yaml`,
    content: `# Benchmark corpus: every figure here is made up.\n${toYaml({ portfolios })}`,
  }
  for (const [id, csv] of growth) yield { path: `${brandDir}/data/growth/${id}.csv`, content: csv }
  yield { path: `${brandDir}/static/favicon.svg`, content: FAVICON }
  for (const m of plan.members)
    yield { path: `${brandDir}/static/images/team/${m.id}.svg`, content: photoSvg(m) }
  for (let k = 0; k < ARTICLE_IMAGES; k++)
    yield { path: `${brandDir}/static/images/articles/topic-${k}.svg`, content: articleSvg(k) }
  for (const locale of LOCALE_CODES) yield* localeFiles(plan, locale)
}

// ---- Writing -------------------------------------------------------------------------

export async function readMarker(root: string): Promise<CorpusMarker | undefined> {
  const text = await readFile(path.join(root, CORPUS_MARKER), 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && 'generator' in value
    ? (value as CorpusMarker)
    : undefined
}

/** True when `root` holds a complete corpus of exactly these options and this generator. */
export async function isCorpus(root: string, options: CorpusOptions): Promise<boolean> {
  const marker = await readMarker(root)
  return (
    marker?.complete === true &&
    marker.version === CORPUS_VERSION &&
    marker.articles === options.articles &&
    marker.seed === options.seed
  )
}

const markerText = (marker: CorpusMarker) => `${JSON.stringify(marker, null, 2)}\n`

/** Empties a previous corpus in `root`; refuses a folder that holds anything else. */
async function prepare(root: string): Promise<void> {
  const existing = await readdir(root).catch(() => undefined)
  if (existing && existing.length > 0) {
    if (!(await readMarker(root))) {
      throw new Error(
        `${root} is not empty and holds no ${CORPUS_MARKER}: choose an empty or new folder`,
      )
    }
    await rm(path.join(root, 'content'), { recursive: true, force: true })
  }
  await mkdir(root, { recursive: true })
}

export interface CorpusSummary {
  root: string
  files: number
  bytes: number
  pages: number
}

/**
 * Writes the corpus into `root` with at most `concurrency` files in flight.
 * The marker says "incomplete" until the last file is written.
 */
export async function writeCorpus(
  root: string,
  options: CorpusOptions,
  concurrency = 64,
): Promise<CorpusSummary> {
  await prepare(root)
  const base: CorpusMarker = {
    generator: 'tools bench corpus',
    version: CORPUS_VERSION,
    brand: CORPUS_BRAND,
    articles: options.articles,
    seed: options.seed,
    complete: false,
  }
  await writeFile(path.join(root, CORPUS_MARKER), markerText(base))
  const files = corpusFiles(options)
  const dirs = new Map<string, Promise<unknown>>()
  let count = 0
  let bytes = 0
  let pages = 0
  const worker = async () => {
    for (let next = files.next(); !next.done; next = files.next()) {
      const file = path.join(root, next.value.path)
      const dir = path.dirname(file)
      let made = dirs.get(dir)
      if (!made) {
        made = mkdir(dir, { recursive: true })
        dirs.set(dir, made)
      }
      await made
      const data = Buffer.from(next.value.content)
      await writeFile(file, data)
      count++
      bytes += data.length
      if (file.endsWith('.md')) pages++
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  await writeFile(
    path.join(root, CORPUS_MARKER),
    markerText({ ...base, complete: true, files: count, bytes }),
  )
  return { root, files: count, bytes, pages }
}

/** The default folder of a corpus, relative to the project root. */
export function defaultCorpusDir(options: CorpusOptions): string {
  return path.join(
    '.build',
    'bench',
    `corpus-${options.articles}${options.seed === 1 ? '' : `-seed-${options.seed}`}`,
  )
}

import { describe, expect, it } from 'vitest'
import { loadBudgets } from './budgets'
import { selectPages } from './lighthouse'
import {
  eachTemplateOnce,
  pathFromPageDataFile,
  readSitePages,
  representativePages,
  templateFromChunkName,
} from './site'

const SITE = 'tests/fixtures/audit/lighthouse-site'

describe('reading a built site', () => {
  it('maps page-data files and chunk names', () => {
    expect(pathFromPageDataFile('page-data/index/page-data.json')).toBe('/')
    expect(pathFromPageDataFile('page-data/fr/x/page-data.json')).toBe('/fr/x/')
    expect(templateFromChunkName('component---src-templates-inside-edge-tsx')).toBe('inside-edge')
    expect(templateFromChunkName('something-else')).toBeUndefined()
  })

  it('lists every page with its template, locale and HTML size', async () => {
    const pages = await readSitePages(SITE)
    expect(pages.map((p) => [p.path, p.template, p.locale])).toEqual([
      ['/about/', 'general', 'en'],
      ['/fr/', 'home', 'fr'],
      ['/history/', 'general', 'en'],
      ['/', 'home', 'en'],
      ['/team/', 'general', 'en'],
    ])
  })

  it('picks the page of median HTML size per template and locale', async () => {
    const chosen = representativePages(await readSitePages(SITE), ['home', 'general'])
    expect(chosen.map((p) => [p.template, p.locale, p.path])).toEqual([
      ['home', 'en', '/'],
      ['home', 'fr', '/fr/'],
      ['general', 'en', '/team/'],
    ])
  })
})

describe('choosing the pages Lighthouse measures', () => {
  it('narrows by template, locale or explicit paths, and warns about budgets without pages', async () => {
    const budgets = await loadBudgets('tests/fixtures/audit/lighthouse/budgets-lenient.json')
    const all = await selectPages(SITE, budgets)
    expect(all.targets.map((t) => t.path)).toEqual(['/', '/fr/', '/team/'])
    expect(all.warnings).toEqual(['budgets name template "article", which no page uses'])
    const fr = await selectPages(SITE, budgets, { locales: ['fr'] })
    expect(fr.targets).toEqual([{ template: 'home', locale: 'fr', path: '/fr/' }])
    const general = await selectPages(SITE, budgets, { templates: ['general'] })
    expect(general.targets.map((t) => t.path)).toEqual(['/team/'])
    const paths = await selectPages(SITE, budgets, { paths: ['/history', '/nowhere/'] })
    expect(paths.targets).toEqual([{ template: 'general', locale: 'en', path: '/history/' }])
    expect(paths.warnings).toContain('no page-data for /nowhere/: skipped')
  })
})

describe('each template once, for the gate in npm test', () => {
  const page = (template: string, locale: string) => ({
    template,
    locale,
    path: `/${locale}/${template}/`,
    htmlBytes: 1000,
    needsSignIn: false,
  })

  it('takes one page per template, spreading the locales so that each is measured', () => {
    const representatives = [
      ...['en', 'fr', 'cn'].map((l) => page('home', l)),
      ...['en', 'fr', 'cn'].map((l) => page('article', l)),
      ...['en', 'fr'].map((l) => page('bio', l)),
      page('search', 'cn'),
      ...['en', 'fr'].map((l) => page('general', l)),
    ]
    expect(eachTemplateOnce(representatives).map((p) => `${p.template} ${p.locale}`)).toEqual([
      'home en',
      'article fr',
      'bio en',
      'search cn',
      'general fr',
    ])
  })
})

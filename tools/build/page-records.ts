import type { BrandConfig } from '../../src/site/brands'
import { LOCALES, type Locale } from '../../src/site/locales'
import { notFoundPath } from '../../src/site/paths'
import type { UiStrings } from '../../src/i18n/i18n'
import {
  componentChunkName,
  type PageCommon,
  type PageDataRecord,
  type PageResult,
} from '../../src/page-data/types'
import type { ContentEntry, ContentIndex } from '../content/load'

export interface RecordContext {
  brand: BrandConfig
  buildHash: string
  uiStrings: Record<Locale, UiStrings>
}

function record(path: string, result: PageResult, ctx: RecordContext): PageDataRecord {
  return {
    path,
    componentChunkName: componentChunkName(result.template),
    webpackCompilationHash: ctx.buildHash,
    matchPath: path,
    staticQueryHashes: [],
    result,
  }
}

function common(entry: ContentEntry, index: ContentIndex, ctx: RecordContext): PageCommon {
  return {
    id: entry.data.id,
    locale: entry.locale,
    title: entry.data.title,
    description: entry.data.description,
    translations: index.translationsOf(entry),
    site: { name: ctx.brand.name, url: ctx.brand.siteUrl, brand: ctx.brand.enumValue },
  }
}

/** The page-data record of one content entry: its own data, in its own locale only. */
export function contentRecord(
  entry: ContentEntry,
  index: ContentIndex,
  ctx: RecordContext,
): PageDataRecord {
  const base = common(entry, index, ctx)
  const { data } = entry
  switch (data.type) {
    case 'home':
      return record(entry.path, { ...base, template: 'home', html: entry.html }, ctx)
    case 'page':
      return record(entry.path, { ...base, template: 'general', html: entry.html }, ctx)
    case 'article':
      return record(
        entry.path,
        {
          ...base,
          template: 'article',
          html: entry.html,
          date: data.date,
          category: data.category,
        },
        ctx,
      )
  }
}

/** The not-found page of each locale, served for any unknown path under it. */
export function notFoundRecords(ctx: RecordContext): PageDataRecord[] {
  const translations = LOCALES.map((l) => ({
    locale: l.code,
    hrefLang: l.hrefLang,
    path: notFoundPath(l.code),
  }))
  return LOCALES.map(({ code }) => {
    const strings = ctx.uiStrings[code].notFound
    return record(
      notFoundPath(code),
      {
        id: '404',
        locale: code,
        template: 'not-found',
        title: strings.title,
        description: strings.body,
        translations,
        site: { name: ctx.brand.name, url: ctx.brand.siteUrl, brand: ctx.brand.enumValue },
      },
      ctx,
    )
  })
}

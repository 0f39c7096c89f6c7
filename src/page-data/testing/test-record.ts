import type { PageDataRecord } from '../../model/page-data-record'

/** For tests: the record of an English general page at `path`, titled after it. */
export function testRecord(path: string, description = ''): PageDataRecord {
  return {
    path,
    componentChunkName: 'component---src-templates-general-tsx',
    webpackCompilationHash: 'test',
    staticQueryHashes: [],
    result: {
      template: 'general',
      id: path,
      locale: 'en',
      title: `Title of ${path}`,
      description,
      translations: [],
      site: { name: 'Test', url: 'https://example.com', brand: 'Edgepoint' },
      pageContext: { locale: 'en', hrefLang: 'en-CA', originalPath: path },
      blocks: [],
    },
  }
}

import { frontMatterSchema } from '../../../src/model/front-matter'
import { DEFAULT_LOCALE, LOCALE_CODES, isLocale } from '../../../src/site/locales'
import { decapConfig } from '../decap-config'
import { captureDecapStore, rewriteActions } from './decap-store'
import {
  clashProblems,
  linkProblems,
  schemaProblems,
  type StoredFile,
  type WrittenPage,
} from './entry-problems'
import {
  frontMatterOf,
  fromFile,
  toFile,
  type EntryData,
  type WriteRules,
} from './front-matter-kept'
import { keepOneEntryPerForm } from './one-entry-per-form'
import { countedControl, type CreateClass } from './counted-text'
import { previewPages } from './preview-pages'
import { clearSaveProblems, refuseSave } from './save-problems'
import { withSharedFields } from './shared-fields'
import { unchangedIsClean } from './unchanged-is-clean'

/**
 * The admin page's own script, loaded before Decap CMS (index.html): our file
 * format, the site's schema checked on save, the preview, and the local back
 * end on 127.0.0.1. Bundled by tools/cms/admin-files.ts.
 */

/** The part of Decap's immutable entry we read. */
interface ImmutableLike {
  getIn(path: string[]): { toJS(): unknown } | undefined
  get(key: 'collection' | 'slug' | 'newRecord'): unknown
}
interface PreviewProps {
  entry: ImmutableLike
  collection: { get(key: 'name'): string }
}
interface DecapCms {
  init(options: { config: Record<string, unknown> }): void
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): EntryData; toFile(data: EntryData): string },
  ): void
  registerEventListener(listener: {
    name: 'preSave' | 'postSave'
    handler(event: { entry: ImmutableLike }): void | Promise<void>
  }): void
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void
  registerWidget(name: string, control: unknown): void
  getBackend(name: string): { init(...args: unknown[]): Backend } | undefined
}
interface DataFile {
  path: string
  raw: string
}
interface Backend {
  persistEntry(entry: { dataFiles?: DataFile[] }, options: unknown): Promise<unknown>
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ data: string; file: { path: string } }[]>
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
    h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
    createClass?: CreateClass
  }
}

const config = decapConfig()

/**
 * The text fields a translation writes itself, by content type: a language
 * with none of them was never started (lists and images hold values copied
 * from English, such as an image's file).
 */
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown'])
const translated = new Map<unknown, string[]>(
  config.collections.map((c) => [
    c.filter.value,
    c.fields.filter((f) => f.i18n === true && TEXT_WIDGETS.has(f.widget)).map((f) => f.name),
  ]),
)

const rules: WriteRules = {
  keyOrder: (type) =>
    Object.keys(frontMatterSchema.options.find((o) => o.shape.type.value === type)?.shape ?? {}),
  hasContent: (fields, body) =>
    body.trim() !== '' || (translated.get(fields.type) ?? []).some((name) => name in fields),
}

function dataOf(entry: ImmutableLike, locale: string): EntryData | undefined {
  const path = locale === DEFAULT_LOCALE ? ['data'] : ['i18n', locale, 'data']
  const data = entry.getIn(path)?.toJS()
  return typeof data === 'object' && data !== null ? (data as EntryData) : undefined
}

const collectionNamed = (name: unknown) => config.collections.find((c) => c.name === name)

/** A language's fields as they will be written: a translation with the shared fields it lacks. */
function writtenFields(
  fields: Record<string, unknown>,
  english: Record<string, unknown> | undefined,
  collection: (typeof config.collections)[number] | undefined,
): Record<string, unknown> {
  return english && collection ? withSharedFields(english, fields, collection.fields) : fields
}

/** The back end Decap saves through, for the listing of the brand's files. */
let backend: Backend | undefined

/** Every content file of the collections sharing the entry's brand, as stored now. */
async function brandFiles(brand: string): Promise<StoredFile[]> {
  if (!backend) return []
  const folders = new Set(
    config.collections.filter((c) => c.name.startsWith(`${brand}-`)).map((c) => c.folder),
  )
  const listed = await Promise.all(
    [...folders].map((folder) => backend?.entriesByFolder(folder, 'md', 2) ?? []),
  )
  return listed
    .flat()
    .map(({ data, file }) => ({ path: file.path, fields: frontMatterOf(fromFile(data)) }))
}

/**
 * The build's checks on every language an editor wrote, as it will be
 * written: the site's schema, and the brand's other pages (ids, paths, file
 * names). What the build would refuse is refused here, before anything is
 * written, with its message on the field it concerns.
 */
async function checkOnSave({ entry }: { entry: ImmutableLike }): Promise<void> {
  clearSaveProblems()
  const collection = collectionNamed(entry.get('collection'))
  const englishData = dataOf(entry, DEFAULT_LOCALE)
  const english = englishData ? frontMatterOf(englishData) : undefined
  const pages: WrittenPage[] = []
  for (const locale of LOCALE_CODES) {
    const data = dataOf(entry, locale)
    if (!data) continue
    const body = typeof data.body === 'string' ? data.body : ''
    const fields = frontMatterOf(data)
    if (locale !== DEFAULT_LOCALE && !rules.hasContent(fields, body)) continue
    pages.push({
      locale,
      fields: locale === DEFAULT_LOCALE ? fields : writtenFields(fields, english, collection),
      body,
    })
  }
  const problems = schemaProblems(pages)
  if (problems.length === 0 && collection && english) {
    const isNew = entry.get('newRecord') === true
    const name = isNew ? String(english.id) : String(entry.get('slug'))
    const brand = collection.name.slice(0, collection.name.indexOf('-'))
    const stored = await brandFiles(brand)
    problems.push(
      ...clashProblems({ folder: collection.folder, name, isNew }, pages, stored),
      ...linkProblems(pages, stored),
    )
  }
  if (problems.length > 0) refuseSave(problems)
}

/** The locale folder of a content file (`content/<brand>/<section>/<locale>/<name>.md`). */
const localeOfPath = (file: string) => file.split('/').at(-2)

/**
 * Each translation written with the shared fields it lacks, taken from the
 * English file of the same save (withSharedFields): what the check above
 * checked is what is written.
 */
function withTranslationsCompleted(files: DataFile[]): DataFile[] {
  const englishFile = files.find((f) => localeOfPath(f.path) === DEFAULT_LOCALE)
  if (!englishFile) return files
  const english = frontMatterOf(fromFile(englishFile.raw))
  const collection = config.collections.find(
    (c) => c.filter.value === english.type && englishFile.path.startsWith(`${c.folder}/`),
  )
  if (!collection) return files
  return files.map((f) => {
    const locale = localeOfPath(f.path)
    if (f === englishFile || f.raw.trim() === '' || !isLocale(locale)) return f
    const data = fromFile(f.raw)
    const filled = { ...data, ...withSharedFields(english, frontMatterOf(data), collection.fields) }
    return { ...f, raw: toFile(filled, rules) }
  })
}

/**
 * Decap writes a file for every language of an entry, and ends each with a
 * newline: a language no one translated became a file holding "\n", which
 * the build refuses. Every back end is given only the files with content,
 * each translation with its shared fields; and the back end is kept for the
 * save's check.
 */
function adaptBackends(CMS: DecapCms): void {
  for (const name of [
    'proxy',
    'github',
    'gitlab',
    'aws-cognito-github-proxy',
    'gitea',
    'bitbucket',
    'azure',
    'test-repo',
  ]) {
    const registered = CMS.getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (...args) => {
      const implementation = init(...args)
      backend = implementation
      const persist = implementation.persistEntry.bind(implementation)
      implementation.persistEntry = (entry, options) =>
        persist(
          entry.dataFiles
            ? {
                ...entry,
                dataFiles: withTranslationsCompleted(
                  entry.dataFiles.filter((f) => f.raw.trim() !== ''),
                ),
              }
            : entry,
          options,
        )
      return implementation
    }
  }
}

/** Where the dev server started by `npm run cms` shows a page (admin/settings.json). */
interface Settings {
  previews: Record<string, string>
}

/**
 * The preview of a brand whose dev server runs (`npm run cms`): its pages as
 * the site shows them, saved state, in the site's own look.
 */
function registerPreviews(CMS: DecapCms, previews: Settings['previews']): void {
  const h = window.h
  if (!h) return
  for (const [brand, origin] of Object.entries(previews)) {
    for (const collection of config.collections.filter((c) => c.name.startsWith(`${brand}-`))) {
      CMS.registerPreviewTemplate(collection.name, ({ entry }) => {
        const pages = previewPages((locale) => {
          const data = dataOf(entry, locale)
          return data ? frontMatterOf(data) : undefined
        }, origin)
        const first = pages[0]
        return h(
          'div',
          null,
          h(
            'p',
            null,
            'Saved pages on the dev server: ',
            ...pages.map((p) =>
              h('a', { href: p.url, target: '_blank', rel: 'noopener' }, `${p.locale} `),
            ),
          ),
          first
            ? h('iframe', {
                src: first.url,
                title: 'Page preview',
                style: { width: '100%', height: '80vh', border: 0 },
              })
            : null,
        )
      })
    }
  }
}

async function start(CMS: DecapCms): Promise<void> {
  const settings: Settings = await fetch('settings.json')
    .then((r) => (r.ok ? (r.json() as Promise<Settings>) : { previews: {} }))
    .catch(() => ({ previews: {} }))
  CMS.registerCustomFormat('front-matter-kept', 'md', {
    fromFile,
    toFile: (data) => toFile(data, rules),
  })
  CMS.registerEventListener({ name: 'preSave', handler: checkOnSave })
  CMS.registerEventListener({ name: 'postSave', handler: clearSaveProblems })
  adaptBackends(CMS)
  registerPreviews(CMS, settings.previews)
  const { h, createClass } = window
  if (h && createClass) {
    CMS.registerWidget('counted-string', countedControl(h, createClass, false))
    CMS.registerWidget('counted-text', countedControl(h, createClass, true))
  }
  const local = ['127.0.0.1', 'localhost'].includes(location.hostname)
  CMS.init({
    config: local ? { local_backend: { url: `${location.origin}/api/v1` } } : {},
  })
}

window.CMS_MANUAL_INIT = true
// Before Decap's bundle runs: its store and router are made as it loads.
captureDecapStore()
rewriteActions(unchangedIsClean)
keepOneEntryPerForm()
addEventListener('DOMContentLoaded', () => {
  if (window.CMS) void start(window.CMS)
})

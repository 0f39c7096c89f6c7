import { frontMatterSchema } from '../../../src/model/front-matter'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../../src/site/locales'
import { decapConfig } from '../decap-config'
import { previewPages } from './preview-pages'
import {
  frontMatterOf,
  fromFile,
  toFile,
  type EntryData,
  type WriteRules,
} from './front-matter-kept'

/**
 * The admin page's own script, loaded before Decap CMS (index.html): our file
 * format, the site's schema checked on save, the preview, and the local back
 * end on 127.0.0.1. Bundled by tools/cms/admin-files.ts.
 */

/** The part of Decap's immutable entry we read. */
interface ImmutableLike {
  getIn(path: string[]): { toJS(): unknown } | undefined
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
    name: 'preSave'
    handler(event: { entry: ImmutableLike }): void
  }): void
  registerPreviewTemplate(collection: string, component: (props: PreviewProps) => unknown): void
  getBackend(name: string): { init(...args: unknown[]): Backend } | undefined
}
interface Backend {
  persistEntry(entry: { dataFiles?: { raw: string }[] }, options: unknown): Promise<unknown>
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
    h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
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

/**
 * The site's own schema, on every language an editor wrote: what the build
 * would refuse is refused here, before anything is written.
 */
function checkOnSave({ entry }: { entry: ImmutableLike }): void {
  const problems: string[] = []
  for (const locale of LOCALE_CODES) {
    const data = dataOf(entry, locale)
    if (!data) continue
    const body = typeof data.body === 'string' ? data.body : ''
    const fields = frontMatterOf(data)
    if (locale !== DEFAULT_LOCALE && !rules.hasContent(fields, body)) continue
    const result = frontMatterSchema.safeParse(fields)
    if (result.success) continue
    for (const issue of result.error.issues) {
      problems.push(`${locale}: ${issue.path.join('.') || 'entry'}: ${issue.message}`)
    }
  }
  if (problems.length > 0) throw new Error(`Not saved. ${problems.join('; ')}`)
}

/**
 * Decap writes a file for every language of an entry, and ends each with a
 * newline: a language no one translated became a file holding "\n", which
 * the build refuses. Every back end is given only the files with content.
 */
function writeOnlyTranslatedFiles(CMS: DecapCms): void {
  for (const name of ['proxy', 'github', 'gitlab', 'gitea', 'bitbucket', 'azure', 'test-repo']) {
    const backend = CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args) => {
      const implementation = init(...args)
      const persist = implementation.persistEntry.bind(implementation)
      implementation.persistEntry = (entry, options) =>
        persist(
          entry.dataFiles
            ? { ...entry, dataFiles: entry.dataFiles.filter((f) => f.raw.trim() !== '') }
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
  writeOnlyTranslatedFiles(CMS)
  registerPreviews(CMS, settings.previews)
  const local = ['127.0.0.1', 'localhost'].includes(location.hostname)
  CMS.init({
    config: local ? { local_backend: { url: `${location.origin}/api/v1` } } : {},
  })
}

window.CMS_MANUAL_INIT = true
addEventListener('DOMContentLoaded', () => {
  if (window.CMS) void start(window.CMS)
})

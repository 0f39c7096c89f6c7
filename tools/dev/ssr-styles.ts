import { readFile } from 'node:fs/promises'
import { preprocessCSS, type ViteDevServer } from 'vite'

/** A stylesheet the server renderer imported, as its module id and its CSS. */
export interface SsrStyle {
  id: string
  css: string
}

/** Plain stylesheet modules (`?inline`, `?url` and other queries are no stylesheet of the page). */
const STYLESHEET = /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)$/

/**
 * The CSS of every stylesheet the server renderer has imported so far (those
 * of the page just rendered among them). A built page has all of the site's
 * CSS inlined; in development Vite's client adds each stylesheet when its
 * module runs, after hydration has begun: without these the page would first
 * paint unstyled.
 */
export async function ssrStyles(vite: ViteDevServer): Promise<SsrStyle[]> {
  const { moduleGraph, pluginContainer } = vite.environments.ssr
  const ids = [...moduleGraph.idToModuleMap.keys()].filter((id) => STYLESHEET.test(id))
  return Promise.all(
    ids.map(async (id) => {
      // A virtual stylesheet (the brand theme) comes from its plugin, a file from the disk.
      const loaded = await pluginContainer.load(id)
      const source =
        loaded === null || loaded === undefined
          ? await readFile(id, 'utf8')
          : typeof loaded === 'string'
            ? loaded
            : loaded.code
      const { code } = await preprocessCSS(source, id, vite.config)
      return { id, css: code }
    }),
  )
}

/**
 * Puts the styles at the end of the page's head as Vite's client would: its
 * `data-vite-dev-id` lets the client take the element over (and update it on
 * a hot update) instead of adding a second copy. An id no HTML attribute can
 * hold (a virtual module's, which starts with NUL) goes without: the client
 * then adds its own copy of the same rules.
 */
export function withStyles(html: string, styles: readonly SsrStyle[]): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('the rendered page has no </head>')
  const tags = styles
    .map(({ id, css }) => {
      const attribute = id.includes('\0') ? '' : ` data-vite-dev-id="${escapeAttribute(id)}"`
      return `<style type="text/css"${attribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`
    })
    .join('')
  return html.slice(0, end) + tags + html.slice(end)
}

const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrandConfig } from '../../src/site/brands'
import { localeConfig, type Locale } from '../../src/site/locales'
import { localizedPath } from '../../src/site/paths'
import { OFFLINE_LIST_MARKER, escapeHtml, offlinePageUrl } from '../../sw/offline-page'
import { readBuildStrings } from './ui-strings'

/**
 * A locale's offline page: what the service worker shows for a page it has
 * not saved when the network is gone. Self-contained (no script, inline style)
 * so it reads with nothing else cached; the worker fills in the list of the
 * locale's saved pages.
 */
export function offlineDocument(
  brand: BrandConfig,
  locale: Locale,
  strings: { title: string; body: string; available: string; none: string; home: string },
): string {
  const { primary, text, background } = brand.colors
  const e = escapeHtml
  return `<!doctype html>
<html lang="${localeConfig(locale).hrefLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(strings.title)} | ${e(brand.name)}</title>
<style>
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:${text};background:${background}}
header{background:${primary};color:#fff;padding:1rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
a{color:${primary}}
#offline-pages:empty{display:none}
#offline-pages:not(:empty)+.none{display:none}
</style>
</head>
<body>
<header>${e(brand.name)}</header>
<main>
<h1>${e(strings.title)}</h1>
<p>${e(strings.body)}</p>
<h2>${e(strings.available)}</h2>
<ul id="offline-pages">${OFFLINE_LIST_MARKER}</ul>
<p class="none">${e(strings.none)}</p>
<p><a href="${localizedPath(locale, '')}">${e(strings.home)}</a></p>
</main>
</body>
</html>
`
}

/** Writes `/offline.html`, `/fr/offline.html`, ... for the locales the brand has. */
export async function writeOfflinePages(
  root: string,
  outDir: string,
  brand: BrandConfig,
  locales: readonly Locale[],
): Promise<string[]> {
  const written: string[] = []
  for (const locale of locales) {
    const url = offlinePageUrl(localizedPath(locale, '').replace(/\/$/, ''))
    const file = path.join(outDir, ...url.split('/'))
    await mkdir(path.dirname(file), { recursive: true })
    const { offline } = await readBuildStrings(root, locale)
    await writeFile(file, offlineDocument(brand, locale, offline))
    written.push(url)
  }
  return written
}

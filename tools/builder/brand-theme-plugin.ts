import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { BrandConfig } from '../../src/site/brands.ts'

const ID = 'virtual:brand-theme.css'
const RESOLVED = `\0${ID}`

/** The brand's theme as CSS custom properties: its colours, and its logo as a data URL. */
export function brandThemeCss(brand: BrandConfig, logoSvg: string): string {
  const { primary, accent, text, background } = brand.colors
  const logo = `url("data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}")`
  return `:root{--color-primary:${primary};--color-accent:${accent};--color-text:${text};--color-background:${background};--brand-logo:${logo}}`
}

/**
 * Serves the brand's theme (`brandThemeCss`), read from the one brand config
 * and the brand's icon, `logoFile`. The logo travels inside the page's inlined
 * CSS, so the header costs no request that would compete with the page's
 * largest image.
 */
export function brandThemePlugin(brand: BrandConfig, logoFile: string): Plugin {
  let root = process.cwd()
  return {
    name: 'site:brand-theme',
    configResolved: (config) => void (root = config.root),
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const file = path.resolve(root, logoFile)
      this.addWatchFile(file)
      return brandThemeCss(brand, readFileSync(file, 'utf8'))
    },
  }
}

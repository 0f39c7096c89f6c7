import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { BrandConfig } from '../../src/site/brands.ts'
import { brandThemeCss } from '../../src/styles/brand-theme.ts'

const ID = 'virtual:brand-theme.css'
const RESOLVED = `\0${ID}`

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

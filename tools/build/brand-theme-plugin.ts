import type { Plugin } from 'vite'
import type { BrandConfig } from '../../src/site/brands.ts'

const ID = 'virtual:brand-theme.css'
const RESOLVED = `\0${ID}`

/** Serves the brand's colours as CSS custom properties, read from the one brand config. */
export function brandThemePlugin(brand: BrandConfig): Plugin {
  return {
    name: 'site:brand-theme',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const { primary, accent, text, background } = brand.colors
      return `:root{--color-primary:${primary};--color-accent:${accent};--color-text:${text};--color-background:${background}}`
    },
  }
}

import type { BrandConfig } from '../site/brands'

/**
 * The brand's theme as CSS custom properties: its colours, and its logo as a
 * data URL. site.css and every other stylesheet read these four colours.
 */
export function brandThemeCss(brand: BrandConfig, logoSvg: string): string {
  const { primary, accent, text, background } = brand.colors
  const logo = `url("data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}")`
  return `:root{--color-primary:${primary};--color-accent:${accent};--color-text:${text};--color-background:${background};--brand-logo:${logo}}`
}

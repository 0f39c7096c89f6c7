import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../site/brands'

/**
 * The charts' colours against the page, in both brands: WCAG 2.2's non-text
 * contrast asks 3:1 of the parts of a graphic one needs to read it. Series 0
 * and 1 are the brand's primary and accent colours; series 2 and 3 and a
 * losing year are tokens of site.css; the axes are drawn in --color-muted,
 * the brand's text mixed into its background.
 */

const css = readFileSync(new URL('../../styles/site.css', import.meta.url), 'utf8')
const declared = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]
const mutedShare = Number(
  /--color-muted: color-mix\(in srgb, var\(--color-text\) (\d+)%, var\(--color-background\)\)/.exec(
    css,
  )?.[1],
)

/** The red, green and blue of `#rrggbb`, 0-255. */
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

/** `color-mix(in srgb, a share%, b)`, as a browser rounds it. */
function mix(a: string, share: number, b: string): string {
  const other = channels(b)
  return `#${channels(a)
    .map((c, i) => Math.round((c * share + (other[i] ?? 0) * (100 - share)) / 100))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe('chart colours', () => {
  it('declares the colours the charts use beside the brand ones', () => {
    for (const name of ['color-series-2', 'color-series-3', 'color-loss'])
      expect(declared(name), name).toMatch(/^#/)
    expect(mutedShare).toBeGreaterThan(50)
  })

  for (const brand of Object.values(BRANDS)) {
    it(`stand out at least 3:1 from the ${brand.shortName} page and its patterns' ground`, () => {
      const colours = {
        'series 0 (primary)': brand.colors.primary,
        'series 1 (accent)': brand.colors.accent,
        'series 2': declared('color-series-2') ?? '',
        'series 3': declared('color-series-3') ?? '',
        'a losing year': declared('color-loss') ?? '',
        axes: mix(brand.colors.text, mutedShare, brand.colors.background),
      }
      // Patterns are drawn on the page's background too (charts.css, .pattern-ground).
      for (const [name, colour] of Object.entries(colours))
        expect(contrast(colour, brand.colors.background), name).toBeGreaterThanOrEqual(3)
    })
  }

  it('tells a colour that fails from one that passes', () => {
    expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5)
    expect(contrast('#aaaaaa', '#ffffff')).toBeLessThan(3)
  })
})

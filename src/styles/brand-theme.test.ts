import { describe, expect, it } from 'vitest'
import { BRANDS } from '../site/brands'
import { brandThemeCss } from './brand-theme'

describe('the brand theme', () => {
  const css = brandThemeCss(
    BRANDS.edgepoint,
    '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b3954"/></svg>\n',
  )

  it('gives the brand colours as custom properties', () => {
    expect(css).toContain('--color-primary:#0b3954')
    expect(css).toContain('--color-background:#ffffff')
  })

  it('carries the logo as a data URL that no quote or hash in the SVG can break', () => {
    const match = /--brand-logo:url\("data:image\/svg\+xml,([^"]*)"\)/.exec(css)
    expect(match).not.toBeNull()
    expect(decodeURIComponent(match?.[1] ?? '')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b3954"/></svg>',
    )
  })
})

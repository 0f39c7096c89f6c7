import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postcss, { AtRule, Rule } from 'postcss'
import { describe, expect, it } from 'vitest'
import { brandThemeCss } from './brand-theme'
import { BRANDS } from '../site/brands.ts'

/**
 * The design system's promise (src/styles/README.md): a colour, a space or a
 * type size is changed in one place, a token on `:root`. A literal in a rule
 * would not follow that change, so every stylesheet under src/ is read here
 * declaration by declaration.
 */

const SRC = path.resolve(import.meta.dirname, '..')

interface Declaration {
  file: string
  line: number
  property: string
  value: string
  /** The selectors and at-rules it sits in, outermost first. */
  within: string[]
}

/** The declarations of a stylesheet, each with its line and the rules it sits in. */
function declarationsOf(file: string, css: string): Declaration[] {
  const found: Declaration[] = []
  postcss.parse(css).walkDecls((decl) => {
    const within: string[] = []
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent) {
      if (node instanceof Rule) within.unshift(node.selector.replace(/\s+/g, ' '))
      if (node instanceof AtRule) within.unshift(`@${node.name} ${node.params}`)
    }
    found.push({
      file,
      line: decl.source?.start?.line ?? 0,
      property: decl.prop,
      value: decl.value.replace(/\s+/g, ' '),
      within,
    })
  })
  return found
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black)\b/i
const SPACING =
  /^(?:margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|border-radius)(?:-|$)/
/** A length other than a hairline (1px, used to draw rules and to hide text accessibly). */
const LENGTH = /(?<![\w-])-?(?:\d*\.)?\d+(?:px|rem|em)\b/g
const isHairline = (length: string) => /^-?1px$/.test(length)

/** Tokens are defined on :root; print is paper (points, black), not the screen's design. */
const isExempt = (d: Declaration) =>
  d.within.some((rule) => rule === ':root' || /^@media print\b/.test(rule)) ||
  // SVG text is sized in the chart's own units, which charts.css scales (see there).
  (d.property === 'font-size' &&
    d.within.some((rule) => /\.chart\b.*\b(text|tick-category)\b/.test(rule)))

/** What is wrong with a declaration, if anything, in words that say the fix. */
function tokenProblem(d: Declaration): string | undefined {
  if (isExempt(d)) return undefined
  const where = `${d.file}:${d.line}: ${d.property}: ${d.value}`
  if (COLOUR.test(d.value))
    return `${where} writes a colour; use a --color-* token (src/styles/site.css, :root)`
  if (d.property.startsWith('--')) return undefined
  if (SPACING.test(d.property) && (d.value.match(LENGTH) ?? []).some((l) => !isHairline(l)))
    return `${where} writes a length; use a --space-* (or --radius) token`
  if (d.property === 'font-size' && /\d/.test(d.value) && !d.value.includes('var('))
    return `${where} writes a size; use a --step-* token`
  return undefined
}

const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })

const all = stylesheets(SRC).flatMap((file) =>
  declarationsOf(path.relative(path.resolve(SRC, '..'), file), readFileSync(file, 'utf8')),
)

describe('the stylesheets', () => {
  it('are all read (the check would pass on nothing)', () => {
    expect(all.length).toBeGreaterThan(300)
    expect(new Set(all.map((d) => d.file)).size).toBeGreaterThanOrEqual(4)
  })

  it('write colours, spaces and type sizes only as tokens', () => {
    expect(all.map(tokenProblem).filter(Boolean)).toEqual([])
  })

  it('use only tokens that are defined', () => {
    const brandTokens = Object.values(BRANDS).flatMap((brand) =>
      declarationsOf('theme', brandThemeCss(brand, '<svg/>')).map((d) => d.property),
    )
    const defined = new Set([...brandTokens, ...all.map((d) => d.property)])
    const undefinedTokens = all.flatMap((d) =>
      [...d.value.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${d.file}:${d.line}: ${name} is not defined`),
    )
    expect(undefinedTokens).toEqual([])
  })
})

describe('the token check', () => {
  const check = (css: string) => declarationsOf('a.css', css).map(tokenProblem).filter(Boolean)

  it('refuses literals and names the line', () => {
    expect(
      check('.a {\n  color: #fff;\n  padding: 0.6rem var(--space-4);\n  font-size: 13px;\n}'),
    ).toEqual([
      'a.css:2: color: #fff writes a colour; use a --color-* token (src/styles/site.css, :root)',
      'a.css:3: padding: 0.6rem var(--space-4) writes a length; use a --space-* (or --radius) token',
      'a.css:4: font-size: 13px writes a size; use a --step-* token',
    ])
  })

  it('refuses a colour kept in a custom property outside :root', () => {
    expect(check('.chart { --chart-2: #4f4f57; }')).toHaveLength(1)
  })

  it('accepts tokens, hairlines, the :root block and print', () => {
    expect(
      check(
        ':root { --x: #fff; }\n.a { margin: -1px; padding: var(--space-2); color: var(--x) }\n@media print { body { color: #000; font-size: 11pt } }',
      ),
    ).toEqual([])
  })
})

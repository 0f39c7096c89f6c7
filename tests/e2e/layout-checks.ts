import type { Page } from '@playwright/test'

/** The smallest text a page may show, in CSS pixels (SVG text scaled by its transform). */
export const MIN_TEXT_PX = 12
/** The tallest a phone's header may be, in CSS pixels: one row. */
export const MAX_PHONE_HEADER_PX = 80

/**
 * What does not fit at the page's current width: sideways scrolling, text cut
 * off by the viewport or by a clipping box that is not a scroll container (a
 * table's caption not even by that),
 * text under 12 px, and on a phone (`phone`) a header taller than one row.
 * An empty list when the page fits. Measured in the page, once per width.
 */
export async function layoutProblems(page: Page, { phone }: { phone: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ phone, minText, maxHeader }) => {
      const problems: string[] = []
      const viewport = document.documentElement.clientWidth
      const scrollWidth = document.documentElement.scrollWidth
      if (scrollWidth > viewport)
        problems.push(`scrolls sideways: ${scrollWidth} px > ${viewport} px`)

      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : ''
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
        return `${el.tagName.toLowerCase()}${id}${cls}`
      }
      /** Hidden from sight: not rendered, transparent, or clipped to a pixel (visually hidden text). */
      const hidden = (el: Element): boolean => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true
        for (let e: Element | null = el; e; e = e.parentElement) {
          const box = e.getBoundingClientRect()
          const style = getComputedStyle(e)
          if (style.overflow !== 'visible' && box.width <= 1 && box.height <= 1) return true
          if (style.clip !== 'auto' && style.position === 'absolute') return true
        }
        return false
      }
      const scale = (el: Element): number => {
        if (!(el instanceof SVGGraphicsElement)) return 1
        const m = el.getScreenCTM()
        return m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1
      }

      const reported = new Set<Element>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        const el = node.parentElement
        if (!text || !el || reported.has(el)) continue
        if (el.closest('script, style, noscript, template, title')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
        if (rects.length === 0 || hidden(el)) continue
        const sample = JSON.stringify(text.slice(0, 30))

        const size = parseFloat(getComputedStyle(el).fontSize) * scale(el)
        if (size < minText - 0.01) {
          reported.add(el)
          problems.push(
            `text under ${minText} px (${size.toFixed(1)} px): ${describe(el)} ${sample}`,
          )
          continue
        }
        // Cut off: outside the viewport, or outside a clipping ancestor that cannot be scrolled.
        const left = Math.min(...rects.map((r) => r.left))
        const right = Math.max(...rects.map((r) => r.right))
        let clipper: Element | null = null
        let scroller: Element | null = null
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          const overflowX = getComputedStyle(e).overflowX
          if (overflowX === 'auto' || overflowX === 'scroll') {
            scroller = e
            break
          }
          if ((overflowX === 'hidden' || overflowX === 'clip') && !clipper) clipper = e
        }
        // Inside a scroller, text may be scrolled to; a table's caption, which says what
        // the table is, must be read in one piece where the scroller shows it.
        if (scroller && !el.closest('caption')) continue
        const bounds = (scroller ?? clipper)?.getBoundingClientRect() ?? {
          left: 0,
          right: viewport,
        }
        if (left < bounds.left - 1 || right > bounds.right + 1) {
          reported.add(el)
          problems.push(
            `cut off (${Math.round(left)}-${Math.round(right)} px outside ${Math.round(bounds.left)}-${Math.round(bounds.right)} px): ${describe(el)} ${sample}`,
          )
        }
      }

      // Text hidden under a control of the header beside it (a name too long for its room).
      const controls = [
        ...document.querySelectorAll('.site-header :is(a, button, summary)'),
      ].filter((c) => !hidden(c))
      const headerText = document.createTreeWalker(
        document.querySelector('.site-header') ?? document.body,
        NodeFilter.SHOW_TEXT,
      )
      for (let node = headerText.nextNode(); node; node = headerText.nextNode()) {
        const el = node.parentElement
        if (!el || !node.textContent?.trim() || hidden(el)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) {
          const under = controls.find((c) => {
            if (c.contains(el)) return false
            const b = c.getBoundingClientRect()
            return (
              r.right > b.left + 1 &&
              r.left < b.right - 1 &&
              r.bottom > b.top + 1 &&
              r.top < b.bottom - 1
            )
          })
          if (under) {
            problems.push(
              `header text under ${describe(under)}: ${describe(el)} ${JSON.stringify(node.textContent.trim().slice(0, 30))}`,
            )
            break
          }
        }
      }

      if (phone) {
        const header = document.querySelector('.site-header')
        const height = header ? Math.round(header.getBoundingClientRect().height) : 0
        if (height > maxHeader) problems.push(`header ${height} px tall > ${maxHeader} px`)
      }
      return problems
    },
    { phone, minText: MIN_TEXT_PX, maxHeader: MAX_PHONE_HEADER_PX },
  )
}

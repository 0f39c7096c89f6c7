import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_LOADER, loadScriptsAfterFirstPaint } from './first-paint'

const page =
  '<!DOCTYPE html><html><head><title>t</title>' +
  '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><h1>Hello</h1>' +
  '<script>window.$_TSR={}</script></body></html>'

describe('loadScriptsAfterFirstPaint', () => {
  it('leaves no script request in the HTML, only a loader at the end of the body', () => {
    const out = loadScriptsAfterFirstPaint(page, '/assets/entry.js')
    const markup = out.replace(AFTER_PAINT_LOADER, '')
    expect(markup).not.toContain('rel="modulepreload"')
    expect(markup).not.toContain('type="module"')
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(out).toContain(
      `<script>window.$_TSR={}</script><script data-module="/assets/entry.js" data-modulepreload="/assets/a.js /assets/b.js">${AFTER_PAINT_LOADER}</script></body>`,
    )
  })

  it('fails on a page without a body', () => {
    expect(() => loadScriptsAfterFirstPaint('<p>fragment</p>', '/e.js')).toThrow('no </body>')
  })

  it('adds the entry module once the page has painted, then each preload in a task of its own', async () => {
    const dom = new JSDOM(loadScriptsAfterFirstPaint(page, '/assets/entry.js'), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    })
    const head = dom.window.document.head
    expect(head.querySelector('script[type="module"]')).toBeNull()
    // A mutation observer hears once per task: one batch per task that added something.
    const batches: string[][] = []
    new dom.window.MutationObserver((records) => {
      batches.push(
        records.flatMap((r) =>
          [...r.addedNodes].map((n) =>
            n instanceof dom.window.Element
              ? `${n.tagName.toLowerCase()} ${n.getAttribute('src') ?? n.getAttribute('href')}`
              : '',
          ),
        ),
      )
    }).observe(head, { childList: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(batches).toEqual([
      ['script /assets/entry.js'],
      ['link /assets/a.js'],
      ['link /assets/b.js'],
    ])
    expect(
      [...head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
    ).toEqual(['/assets/a.js', '/assets/b.js'])
    dom.window.close()
  })
})

import type { ViteDevServer } from 'vite'
import { describe, expect, it } from 'vitest'
import type { RenderedPage } from '../../src/entry-server'
import type { PageDataSource } from '../../src/page-data/source'
import { testRecord } from '../../src/page-data/testing/test-record'
import { RENDERED_PATH_META } from '../../src/site/paths'
import type { DevSite } from './dev-site'
import { DEV_CLIENT_ENTRY, createPageRenderer } from './render-page'

/** A renderer that writes the title of the record it finds, and records what it was asked. */
function fakeVite() {
  const rendered: string[] = []
  let running = 0
  let overlapped = false
  const renderPage = async (pathname: string, source: PageDataSource): Promise<RenderedPage> => {
    running++
    overlapped ||= running > 1
    rendered.push(pathname)
    const record = await source.page(pathname)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running--
    return {
      status: record ? 200 : 404,
      html: `<html><head><title>${record?.result.title ?? 'none'}</title></head><body></body></html>`,
      formats: { d: '1 janv.' },
      markup: {},
    }
  }
  const vite = {
    ssrLoadModule: async () => ({ renderPage }),
    // No stylesheet imported yet.
    environments: { ssr: { moduleGraph: { idToModuleMap: new Map() } } },
  } as unknown as ViteDevServer
  return { vite, rendered, overlapped: () => overlapped }
}

function site(paths: string[]): DevSite {
  return {
    buildHash: 'dev-1',
    records: new Map(paths.map((p) => [p, testRecord(p)])),
    staticQueries: new Map(),
    redirects: [],
    imagesDir: '/nowhere',
    images: new Set(),
  }
}

const SITE = site(['/', '/about/', '/404/', '/fr/', '/fr/404/'])

describe('createPageRenderer', () => {
  it('renders a page as a build finishes it: formats embedded, entry started after the first paint', async () => {
    const { vite } = fakeVite()
    const page = await createPageRenderer(vite).document(SITE, '/about/')
    if (!('html' in page)) throw new Error('expected a page')
    expect(page.status).toBe(200)
    expect(page.html).toContain('<title>Title of /about/</title>')
    expect(page.html).toContain('"d":"1 janv."')
    expect(page.html).toContain(`data-module="${DEV_CLIENT_ENTRY}"`)
  })

  it('sends a path without its slash to the page with it', async () => {
    const { vite } = fakeVite()
    expect(await createPageRenderer(vite).document(SITE, '/about')).toEqual({ location: '/about/' })
  })

  it("answers an unknown path with its locale's not-found page, marked with the path it was rendered for", async () => {
    const { vite, rendered } = fakeVite()
    const page = await createPageRenderer(vite).document(SITE, '/fr/nothing/')
    if (!('html' in page)) throw new Error('expected a page')
    expect(page.status).toBe(404)
    expect(rendered).toEqual(['/fr/404/'])
    expect(page.html).toContain(`<head><meta name="${RENDERED_PATH_META}" content="/fr/404/"/>`)
    expect(page.html).toContain('<title>Title of /fr/404/</title>')
  })

  it("falls back to the default locale's not-found page where the locale has none", async () => {
    const { vite, rendered } = fakeVite()
    const page = await createPageRenderer(vite).document(SITE, '/cn/nothing/')
    expect('html' in page && page.status).toBe(404)
    expect(rendered).toEqual(['/404/'])
  })

  it('renders one page at a time, as the renderer requires', async () => {
    const fake = fakeVite()
    const renderer = createPageRenderer(fake.vite)
    await Promise.all(['/', '/about/', '/fr/'].map((p) => renderer.document(SITE, p)))
    expect(fake.rendered).toHaveLength(3)
    expect(fake.overlapped()).toBe(false)
  })
})

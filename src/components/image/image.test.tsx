// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Image } from './image'
import type { ImageData } from '../../model/image-data'
import { IMAGE_NOT_LOADED } from './image-messages'

const r = (name: string) => `/images/_r/photo-0123456789ab-${name}`
const photo: ImageData = {
  layout: 'constrained',
  width: 600,
  height: 400,
  placeholder: 'data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAAA=',
  sources: [
    {
      type: 'image/avif',
      srcSet: `${r('300.avif')} 300w, ${r('600.avif')} 600w`,
      sizes: '(min-width: 600px) 600px, 100vw',
    },
    {
      type: 'image/webp',
      srcSet: `${r('300.webp')} 300w, ${r('600.webp')} 600w`,
      sizes: '(min-width: 600px) 600px, 100vw',
    },
  ],
  fallback: {
    src: r('600.jpg'),
    srcSet: `${r('300.jpg')} 300w, ${r('600.jpg')} 600w`,
    sizes: '(min-width: 600px) 600px, 100vw',
  },
}
const svg: ImageData = {
  layout: 'fixed',
  width: 96,
  height: 96,
  placeholder: 'transparent',
  sources: [],
  fallback: { src: '/images/_r/person-0123456789ab.svg', srcSet: '', sizes: '' },
}

function parse(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('<Image> on the server', () => {
  it('renders picture, sources and an img that reserves its box and loads lazily', () => {
    const host = parse(
      renderToString(<Image image={photo} alt="A gradient" className="hero-img" />),
    )
    const wrapper = host.querySelector('.image')
    expect(wrapper?.className).toBe('image image--constrained hero-img')
    // No state before hydration: without JavaScript the image simply shows.
    expect(wrapper?.hasAttribute('data-state')).toBe(false)

    const sources = [...host.querySelectorAll('picture > source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.getAttribute('srcset')).toBe(photo.sources[0]?.srcSet)
    expect(sources[0]?.getAttribute('sizes')).toBe('(min-width: 600px) 600px, 100vw')

    const img = host.querySelector('picture > img')
    expect(img?.getAttribute('src')).toBe(photo.fallback.src)
    expect(img?.getAttribute('srcset')).toBe(photo.fallback.srcSet)
    expect(img?.getAttribute('alt')).toBe('A gradient')
    expect(img?.getAttribute('width')).toBe('600')
    expect(img?.getAttribute('height')).toBe('400')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.hasAttribute('fetchpriority')).toBe(false)
    expect(img?.getAttribute('decoding')).toBe('async')

    // An element, never a style attribute: the content security policy blocks those.
    const placeholder = host.querySelector<HTMLElement>('img.image__placeholder')
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true')
    expect(placeholder?.getAttribute('alt')).toBe('')
    expect(placeholder?.getAttribute('src')).toBe(photo.placeholder)
    expect(host.querySelector('[style]')).toBeNull()
  })

  it('paints a colour placeholder as a stretched one-pixel SVG, and no placeholder for transparent', () => {
    const colour = parse(
      renderToString(<Image image={{ ...photo, placeholder: '#0b3954' }} alt="" />),
    )
    const src = colour.querySelector('.image__placeholder')?.getAttribute('src') ?? ''
    expect(src).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(src)).toContain('fill="#0b3954"')
    const none = parse(renderToString(<Image image={svg} alt="" />))
    expect(none.querySelector('.image__placeholder')).toBeNull()
  })

  it('allows alt="" for decorative images', () => {
    const html = renderToString(<Image image={photo} alt="" />)
    expect(parse(html).querySelector('.image__img')?.getAttribute('alt')).toBe('')
  })

  it('takes the width the page gives it for every source and the fallback', () => {
    const html = renderToString(<Image image={photo} alt="" sizes="calc(100vw - 6rem)" />)
    const sizes = [...parse(html).querySelectorAll('source, .image__img')].map((e) =>
      e.getAttribute('sizes'),
    )
    expect(sizes.length).toBeGreaterThan(1)
    expect(new Set(sizes)).toEqual(new Set(['calc(100vw - 6rem)']))
  })

  it('loads eagerly when asked', () => {
    const html = renderToString(<Image image={photo} alt="" loading="eager" />)
    expect(parse(html).querySelector('.image__img')?.getAttribute('loading')).toBe('eager')
    expect(parse(html).querySelector('.image__img')?.getAttribute('fetchpriority')).toBe('high')
  })

  it('keeps a full-width image in shape with the ratio of its width and height, without a style attribute', () => {
    const full: ImageData = { ...photo, layout: 'fullWidth', width: 1200, height: 800 }
    const host = parse(renderToString(<Image image={full} alt="Wide" />))
    const img = host.querySelector('.image__img')
    expect(host.querySelector('.image')?.classList.contains('image--full-width')).toBe(true)
    // The CSS stretches it to the full width; the attributes give its ratio.
    expect(img?.getAttribute('width')).toBe('1200')
    expect(img?.getAttribute('height')).toBe('800')
    expect(img?.hasAttribute('style')).toBe(false)
  })

  it('renders an SVG as a plain img with no sources', () => {
    const host = parse(renderToString(<Image image={svg} alt="Claire Dubois" />))
    expect(host.querySelectorAll('source')).toHaveLength(0)
    const img = host.querySelector('.image__img')
    expect(img?.getAttribute('src')).toBe(svg.fallback.src)
    expect(img?.hasAttribute('srcset')).toBe(false)
    expect(img?.hasAttribute('sizes')).toBe(false)
    expect(img?.getAttribute('width')).toBe('96')
  })
})

// ---- In the browser ------------------------------------------------------------------

type Entries = Array<{ isIntersecting: boolean }>
let observers: Array<(entries: Entries) => void> = []
let root: Root | undefined

beforeEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Entries) => void) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** Server HTML in the document, the img's load status set, then hydration. */
async function hydrate(status: { complete: boolean; naturalWidth: number; currentSrc?: string }) {
  const element = <Image image={photo} alt="A gradient" />
  const host = document.createElement('div')
  host.innerHTML = renderToString(element)
  document.body.append(host)
  const img = host.querySelector('.image__img')
  if (!img) throw new Error('no img')
  Object.defineProperty(img, 'complete', { configurable: true, value: status.complete })
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: status.naturalWidth })
  Object.defineProperty(img, 'currentSrc', { configurable: true, value: status.currentSrc ?? '' })
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    root = hydrateRoot(host, element)
  })
  expect(errors).not.toHaveBeenCalled() // no hydration mismatch
  const wrapper = host.querySelector('.image')
  return { img, state: () => wrapper?.getAttribute('data-state') }
}

describe('<Image> in the browser', () => {
  it('shows an image that loaded before hydration at once, without a fade', async () => {
    const { state } = await hydrate({ complete: true, naturalWidth: 600 })
    expect(state()).toBe('loaded')
    expect(observers).toHaveLength(0)
  })

  it('goes not-loaded, then loading in the viewport, then loaded', async () => {
    const { img, state } = await hydrate({ complete: false, naturalWidth: 0 })
    expect(state()).toBe('not-loaded')
    act(() => observers[0]?.([{ isIntersecting: false }]))
    expect(state()).toBe('not-loaded')
    act(() => observers[0]?.([{ isIntersecting: true }]))
    expect(state()).toBe('loading')
    act(() => {
      img.dispatchEvent(new Event('load'))
    })
    expect(state()).toBe('loaded')
  })

  it('counts as loading at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { img, state } = await hydrate({ complete: false, naturalWidth: 0 })
    expect(state()).toBe('loading')
    act(() => {
      img.dispatchEvent(new Event('load'))
    })
    expect(state()).toBe('loaded')
  })

  it('warns "Image not loaded" with the address when the image fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { img, state } = await hydrate({ complete: false, naturalWidth: 0 })
    act(() => {
      img.dispatchEvent(new Event('error'))
    })
    expect(warn).toHaveBeenCalledWith(IMAGE_NOT_LOADED, photo.fallback.src)
    expect(state()).toBe('error')
  })

  it('warns too when the image had already failed before hydration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { state } = await hydrate({
      complete: true,
      naturalWidth: 0,
      currentSrc: photo.fallback.src,
    })
    expect(warn).toHaveBeenCalledWith(IMAGE_NOT_LOADED, photo.fallback.src)
    expect(state()).toBe('error')
  })

  it('treats a complete but never fetched lazy image as not loaded yet', async () => {
    const warn = vi.spyOn(console, 'warn')
    const { state } = await hydrate({ complete: true, naturalWidth: 0 })
    expect(warn).not.toHaveBeenCalled()
    expect(state()).toBe('not-loaded')
  })
})

// ---- Types ---------------------------------------------------------------------------

// Never called: the type checker is the test. Without alt, tsc reports
// "Property 'alt' is missing in type '{ image: ImageData; }' but required in type 'ImageProps'".
export function altIsRequired(image: ImageData) {
  return (
    <>
      {/* @ts-expect-error: alt is required (use alt="" for a decorative image) */}
      <Image image={image} />
      <Image image={image} alt="" />
    </>
  )
}

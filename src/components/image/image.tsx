import { useLayoutEffect, useRef, useState } from 'react'
import type { ImageData } from '../../model/image-data'
import { IMAGE_NOT_LOADED, missingAltMessage } from './image-messages'
import './image.css'

/**
 * The specification's image states, plus `error`. Before hydration there is no
 * state: the server's HTML shows the image as soon as the browser has it.
 */
export type ImageState = 'not-loaded' | 'loading' | 'loaded' | 'error'

export interface ImageProps {
  /** What `processImage` made at build time. */
  image: ImageData
  /**
   * Required: what the image shows, or `""` when it is decorative. Leaving it out
   * fails the type check ("Property 'alt' is missing in type …").
   */
  alt: string
  className?: string
  /** `eager` for images seen without scrolling (a hero); default `lazy`. */
  loading?: 'lazy' | 'eager'
  /**
   * The width the image takes in its layout, where the page knows it better than
   * the layout's default (`sizes` attribute), so a phone fetches a smaller file.
   */
  sizes?: string
}

/**
 * The placeholder as an image source: its `data:` URI, or the colour as a
 * one-pixel SVG stretched over the box (none for `transparent`). An element,
 * not a `style` attribute: the site's content security policy allows no
 * inline style attributes.
 */
export function placeholderSource(placeholder: string): string | undefined {
  if (placeholder.startsWith('data:')) return placeholder
  if (placeholder === 'transparent') return undefined
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="${placeholder}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** How far outside the viewport an image counts as entering it. */
const ROOT_MARGIN = '200px'

/**
 * A responsive, lazily loaded image that fades in over its placeholder, after
 * gatsby-plugin-image's GatsbyImage. Reserves its box from the first byte of
 * HTML (no layout shift) and works without JavaScript.
 */
export function Image({ image, alt, className, loading = 'lazy', sizes }: ImageProps) {
  const img = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<ImageState | null>(null)
  if (typeof alt !== 'string') console.warn(missingAltMessage('Image'))

  const { layout, width, height, placeholder, sources, fallback } = image
  const src = fallback.src

  useLayoutEffect(() => {
    const element = img.current
    if (!element) return
    // Done before hydration (or from the cache): show it as it is, never fade it.
    if (element.complete && element.naturalWidth > 0) {
      setState('loaded')
      return
    }
    // Failed before hydration (a lazy image not fetched yet has no currentSrc).
    if (element.complete && element.currentSrc) {
      console.warn(IMAGE_NOT_LOADED, element.currentSrc)
      setState('error')
      return
    }
    // Without IntersectionObserver, native lazy loading alone decides: count it as loading.
    const observable = typeof IntersectionObserver !== 'undefined'
    setState(observable ? 'not-loaded' : 'loading')
    if (!observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setState((current) => (current === 'not-loaded' ? 'loading' : current))
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [src])

  const fullWidth = layout === 'fullWidth'
  const shown = placeholderSource(placeholder)

  return (
    <div
      className={`image image--${fullWidth ? 'full-width' : layout}${className ? ` ${className}` : ''}`}
      data-state={state ?? undefined}
    >
      {shown && <img aria-hidden="true" alt="" className="image__placeholder" src={shown} />}
      <picture>
        {sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <img
          ref={img}
          className="image__img"
          src={src}
          srcSet={fallback.srcSet || undefined}
          sizes={sizes ?? (fallback.sizes || undefined)}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          // An eager image is one the page shows first (a hero): likely its LCP.
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={(event) => {
            console.warn(IMAGE_NOT_LOADED, event.currentTarget.currentSrc || src)
            setState('error')
          }}
        />
      </picture>
    </div>
  )
}

/**
 * What the build knows about one processed image: `tools/images/process.ts`
 * makes it, the model's records carry it (plain JSON, inside page-data
 * records) and `<Image>` renders it.
 */

/** How an image sizes itself, as in gatsby-plugin-image. */
export type ImageLayout = 'fixed' | 'fullWidth' | 'constrained'

export const IMAGE_LAYOUTS: readonly ImageLayout[] = ['fixed', 'fullWidth', 'constrained']

export interface ImageSource {
  type: 'image/avif' | 'image/webp'
  /** `url 320w, url 640w, …` */
  srcSet: string
  sizes: string
}

export interface ImageData {
  layout: ImageLayout
  /** Display width in CSS pixels (fullWidth: the original's, for the aspect ratio only). */
  width: number
  /** Display height in CSS pixels (fullWidth: the original's, for the aspect ratio only). */
  height: number
  /**
   * Shown until the image has loaded: a tiny `data:` URI (at most 600 bytes), or a CSS
   * colour (the dominant colour, or `transparent` for SVGs and images with transparency).
   */
  placeholder: string
  /** Modern formats, best first. Empty for SVGs. */
  sources: ImageSource[]
  /** The `<img>` itself: JPEG, or PNG for images with transparency; the SVG itself for SVGs. */
  fallback: { src: string; srcSet: string; sizes: string }
}

export function isImageLayout(value: unknown): value is ImageLayout {
  return typeof value === 'string' && (IMAGE_LAYOUTS as readonly string[]).includes(value)
}

/** The `sizes` attribute each layout needs. */
export function sizesFor(layout: ImageLayout, width: number): string {
  switch (layout) {
    case 'fixed':
      return `${width}px`
    case 'fullWidth':
      return '100vw'
    case 'constrained':
      return `(min-width: ${width}px) ${width}px, 100vw`
  }
}

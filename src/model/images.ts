import type { ImageData, ImageLayout } from './image-data'

/** An image as content writes it: a file under static/images and its text alternative. */
export interface SourceImage {
  src: string
  alt: string
}

/** An image ready to render: its responsive sources, made at build time. */
export interface ImageRef {
  alt: string
  image: ImageData
}

/** Where an image is shown, which decides its layout and size (tools/images/README.md). */
export const IMAGE_USES = {
  person: { layout: 'fixed', width: 96, height: 96 },
  bio: { layout: 'fixed', width: 160, height: 160 },
  article: { layout: 'constrained', width: 960 },
  hero: { layout: 'constrained', width: 640 },
  card: { layout: 'constrained', width: 320, height: 180 },
} as const satisfies Record<string, { layout: ImageLayout; width: number; height?: number }>
export type ImageUse = keyof typeof IMAGE_USES

/** Turns a content image into its responsive form for a use (the build processes the files). */
export type ImageResolver = (image: SourceImage, use: ImageUse) => ImageRef

/** A field of a page's front matter that holds an image, and the uses it is made for. */
export interface ImageField {
  image: SourceImage
  /** Where the field is in the front matter, for messages: e.g. `['blocks', 2, 'image']`. */
  at: PropertyKey[]
  uses: ImageUse[]
}

import path from 'node:path'
import type { ImageData, ImageLayout } from '../../src/components/image/image-data'
import type { BrandConfig } from '../../src/site/brands'
import type { ImageRef, SourceImage } from '../../src/page-data/types'
import { InputError, type InputProblem } from '../content/errors'
import type { ContentIndex } from '../content/load'
import { processImage } from '../images/process'

/** Where an image is shown, which decides its layout and size (tools/images/README.md). */
export type ImageUse = 'person' | 'bio' | 'article' | 'hero' | 'card'

const LAYOUTS: Record<ImageUse, { layout: ImageLayout; width: number; height?: number }> = {
  person: { layout: 'fixed', width: 96, height: 96 },
  bio: { layout: 'fixed', width: 160, height: 160 },
  article: { layout: 'constrained', width: 960 },
  hero: { layout: 'constrained', width: 640 },
  card: { layout: 'constrained', width: 320, height: 180 },
}

export type ImageResolver = (image: SourceImage, use: ImageUse) => ImageRef

export interface SiteImages {
  resolve: ImageResolver
  all: ImageData[]
}

const key = (src: string, use: ImageUse) => `${use}\0${src}`

/** Every image of the content, in every use, processed once (and cached between builds in `outDir`). */
export async function processSiteImages(
  root: string,
  brand: BrandConfig,
  content: ContentIndex,
  outDir: string,
): Promise<SiteImages> {
  const wanted = new Map<string, { src: string; use: ImageUse; file: string }>()
  const want = (image: SourceImage | undefined, use: ImageUse, file: string) => {
    if (image) wanted.set(key(image.src, use), { src: image.src, use, file })
  }
  for (const e of content.entries) {
    const { data } = e
    if (data.type === 'team-member') {
      want(data.photo, 'person', e.file)
      want(data.photo, 'bio', e.file)
    }
    if (data.type === 'article') want(data.image, 'article', e.file)
    for (const block of e.blocks) {
      if (block.type === 'hero') want(block.image, 'hero', e.file)
      if (block.type === 'cards') for (const item of block.items) want(item.image, 'card', e.file)
    }
  }
  const processed = new Map<string, ImageData>()
  const problems: InputProblem[] = []
  await Promise.all(
    [...wanted].map(async ([k, { src, use, file }]) => {
      try {
        const input = { file: path.join(root, 'content', brand.id, 'static', src), src }
        processed.set(k, await processImage(input, { ...LAYOUTS[use], outDir }))
      } catch (error) {
        problems.push({
          file,
          line: 1,
          message: error instanceof Error ? error.message : String(error),
        })
      }
    }),
  )
  if (problems.length > 0) throw new InputError('Images', problems)
  return {
    all: [...processed.values()],
    resolve: (image, use) => {
      const data = processed.get(key(image.src, use))
      if (!data) throw new Error(`Image ${image.src} was not processed for ${use}`)
      return { alt: image.alt, image: data }
    },
  }
}

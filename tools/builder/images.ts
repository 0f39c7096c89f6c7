import path from 'node:path'
import type { ImageData } from '../../src/model/image-data'
import type { BrandConfig } from '../../src/site/brands'
import type { ContentIndex } from '../../src/model/content'
import {
  IMAGE_USES,
  type ImageResolver,
  type ImageUse,
  type SourceImage,
} from '../../src/model/images'
import { imageFieldsOf } from '../../src/model/registry'
import { InputError, type InputProblem } from '../content/errors'
import { processImage } from '../images/process'

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
  const want = (image: SourceImage, use: ImageUse, file: string) =>
    wanted.set(key(image.src, use), { src: image.src, use, file })
  for (const e of content.entries)
    for (const field of imageFieldsOf(e.data))
      for (const use of field.uses) want(field.image, use, e.file)
  const processed = new Map<string, ImageData>()
  const problems: InputProblem[] = []
  await Promise.all(
    [...wanted].map(async ([k, { src, use, file }]) => {
      try {
        const input = { file: path.join(root, 'content', brand.id, 'static', src), src }
        processed.set(k, await processImage(input, { ...IMAGE_USES[use], outDir }))
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

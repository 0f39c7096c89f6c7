import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { EDGE_DIR } from '../../src/edge/header-rules'
import { BRAND_IDS, type BrandConfig } from '../../src/site/brands'
import type { SiteSettings } from '../../src/site/settings'

/**
 * What a build built, for the tools that check it afterwards (the release
 * audit), which must not guess it from a flag or the environment. In the
 * folder the site never serves (the header rules' own); it names no secret
 * (the pool's id is in the bundle of a build with sign-in anyway).
 */
export const BUILD_RECORD_FILE = `${EDGE_DIR.slice(1)}build.json`

export const buildRecordSchema = z.object({
  version: z.literal(1),
  brand: z.enum(BRAND_IDS),
  /** As in `page-data/app-data.json`. */
  buildHash: z.string().min(1),
  /** The user pool a build with sign-in checks tokens against; null: built without sign-in. */
  signIn: z.object({ region: z.string().min(1), userPoolId: z.string().min(1) }).nullable(),
  /**
   * The build's own sized images (`/images/_r/`, content-hashed), so that the
   * next build keeps those it lacks for one release (previous-assets.ts).
   * Absent from records older than it.
   */
  images: z.array(z.string()).optional(),
})

export type BuildRecord = z.infer<typeof buildRecordSchema>

export function buildRecordOf(
  brand: BrandConfig,
  buildHash: string,
  settings: SiteSettings,
  images: readonly string[] = [],
): BuildRecord {
  // As the build decides it: sign-in code and an access manifest only for a brand that has it.
  const signIn = brand.signIn ? settings.signIn : undefined
  return {
    version: 1,
    brand: brand.id,
    buildHash,
    signIn: signIn ? { region: signIn.region, userPoolId: signIn.userPoolId } : null,
    images: [...images].sort(),
  }
}

export async function writeBuildRecord(outDir: string, record: BuildRecord): Promise<void> {
  const file = path.join(outDir, ...BUILD_RECORD_FILE.split('/'))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`)
}

/** The record in `text`; throws naming the file, every wrong field and the fix. */
export function parseBuildRecord(text: string, file: string): BuildRecord {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${file}: not JSON (${error instanceof Error ? error.message : String(error)}): build the site again to rewrite it`,
    )
  }
  const parsed = buildRecordSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    throw new Error(
      `${file} is not a build record (${problems.join('; ')}): build the site again to rewrite it`,
    )
  }
  return parsed.data
}

import { brandConfig, type BrandConfig } from '../../src/site/brands.ts'

/** Build settings from the environment, with the one local default: Edgepoint. */
export function brandFromEnv(env: NodeJS.ProcessEnv = process.env): BrandConfig {
  return brandConfig(env.BRAND ?? 'edgepoint')
}

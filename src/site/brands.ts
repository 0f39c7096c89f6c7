import type { Locale } from './locales'

/**
 * The brand config: one typed record per brand. The build picks one with the
 * BRAND setting; nothing else in the code base names a brand.
 */
export const BRAND_IDS = ['edgepoint', 'cymbria'] as const
export type BrandId = (typeof BRAND_IDS)[number]

export interface BrandConfig {
  id: BrandId
  /** The specification's brand enum value. */
  enumValue: 'Edgepoint' | 'Cymbria'
  name: string
  /** The name as a language writes it, where it differs from `name` (French: Corporation Cymbria). */
  localNames?: Partial<Record<Locale, string>>
  /** The name under an installed app's icon. */
  shortName: string
  siteUrl: string
  colors: { primary: string; accent: string; text: string; background: string }
  /** Off-site hosts a redirect or link target may point to. */
  redirectAllowList: readonly string[]
  /** The brand's redirect table (RFC 4180 CSV), relative to the project root. */
  redirectsFile: string
  /** Only Cymbria makes sign-in mandatory (specification, section 1); absent: no sign-in at all. */
  signIn?: SignInPolicy
}

/** Which pages a brand with mandatory sign-in shows to signed-out visitors. */
export interface SignInPolicy {
  /**
   * Content ids of the pages anyone may read (legal pages), besides the
   * sign-in pages and the 404 pages; every other page needs a signed-in visitor.
   */
  publicPageIds: readonly string[]
}

export const BRANDS: Record<BrandId, BrandConfig> = {
  edgepoint: {
    id: 'edgepoint',
    enumValue: 'Edgepoint',
    name: 'EdgePoint Wealth Management',
    shortName: 'EdgePoint',
    siteUrl: 'https://edgepointwealth.com',
    colors: { primary: '#0b3954', accent: '#b3541e', text: '#1d1d1f', background: '#ffffff' },
    redirectAllowList: [],
    redirectsFile: 'redirects.csv',
  },
  cymbria: {
    id: 'cymbria',
    enumValue: 'Cymbria',
    name: 'Cymbria Corporation',
    localNames: { fr: 'Corporation Cymbria' },
    shortName: 'Cymbria',
    siteUrl: 'https://cymbria.com',
    colors: { primary: '#3d1f4f', accent: '#8a5a00', text: '#1d1d1f', background: '#ffffff' },
    redirectAllowList: [],
    redirectsFile: 'content/cymbria/redirects.csv',
    signIn: {
      publicPageIds: [
        'accessibility',
        'privacy-notice',
        'terms-of-use',
        'disclaimers',
        'fraudulent-websites',
      ],
    },
  },
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value)
}

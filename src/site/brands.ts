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
  /** The footer's contact details and regulatory text (illustrative sample values). */
  footer: BrandFooter
  /** Only Cymbria makes sign-in mandatory (specification, section 1); absent: no sign-in at all. */
  signIn?: SignInPolicy
}

/** What every page's footer says of the firm, in each locale. */
export interface BrandFooter {
  /** Postal address, one line each. */
  address: Record<Locale, readonly string[]>
  /** Telephone number as written, and as dialled (`tel:`). */
  phone: { shown: string; dial: string }
  /** The regulatory notice under every page. */
  regulatory: Record<Locale, string>
}

const ADDRESS: Record<Locale, readonly string[]> = {
  en: ['150 Bloor Street West, Suite 500', 'Toronto, Ontario M5S 2X9'],
  fr: ['150, rue Bloor Ouest, bureau 500', 'Toronto (Ontario) M5S 2X9'],
  cn: ['加拿大安大略省多伦多市', '150 Bloor Street West, Suite 500, M5S 2X9'],
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
    footer: {
      address: ADDRESS,
      phone: { shown: '1\u00a0866\u00a0757-7207', dial: '+18667577207' },
      regulatory: {
        en: 'Commissions, trailing commissions, management fees and expenses may all be associated with mutual fund investments. Please read the prospectus before investing. Mutual funds are not guaranteed, their values change frequently and past performance may not be repeated.',
        fr: 'Les placements dans les fonds communs peuvent donner lieu à des courtages, des commissions de suivi, des frais de gestion et d’autres frais. Veuillez lire le prospectus avant de placer des fonds. Les fonds communs ne sont pas garantis, leur valeur fluctue souvent et leur rendement passé n’est pas indicatif de leur rendement futur.',
        cn: '投资共同基金可能涉及佣金、尾随佣金、管理费及其他费用。投资前请阅读基金说明书。共同基金不受保证，其价值经常变动，过往表现未必会重现。',
      },
    },
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
    footer: {
      address: ADDRESS,
      phone: { shown: '416\u00a0963-9353', dial: '+14169639353' },
      regulatory: {
        en: 'Cymbria Corporation’s shares trade on the Toronto Stock Exchange. Investing in them involves risk: their price and net asset value change, and past performance may not be repeated. Read the corporation’s continuous disclosure documents before investing.',
        fr: 'Les actions de Corporation Cymbria se négocient à la Bourse de Toronto. Y investir comporte des risques : leur cours et leur valeur liquidative varient, et le rendement passé n’est pas indicatif du rendement futur. Lisez les documents d’information continue de la société avant d’investir.',
        cn: 'Cymbria Corporation 的股票在多伦多证券交易所交易。投资这些股票存在风险：其价格和资产净值会变动，过往表现未必会重现。投资前请阅读公司的持续披露文件。',
      },
    },
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

import type { PerLocale } from './per-locale'
import type { ARTICLE_CATEGORIES, COMMENTARY_SERIES } from '../../src/model/fields'

/**
 * Word lists of the benchmark corpus, one lexicon per locale. Lists that a
 * translation must match (topics, title patterns, roles) are aligned
 * by index across locales, so the three versions of a page say the same thing.
 */
export type Category = (typeof ARTICLE_CATEGORIES)[number]
export type Series = (typeof COMMENTARY_SERIES)[number]

export interface Lexicon {
  /** Joins the parts of a sentence: a space, or nothing in Chinese. */
  space: string
  /** Aligned across locales. */
  topics: readonly string[]
  /** Aligned across locales; `{topic}` is replaced, `{Topic}` capitalized. */
  titles: Record<Exclude<Category, 'commentary'>, readonly string[]>
  commentaryTitle(quarter: number, year: number, series: Series, topic: string): string
  /** Sentences around a link: `{link}` is replaced by the Markdown link. */
  readMore: readonly string[]
  memberLink: readonly string[]
  pageLink: readonly string[]
  disclaimer: string
  table: { caption: string; columns: readonly [string, string, string, string] }
  regions: readonly string[]
  /** Aligned across locales. */
  roles: readonly string[]
  bio(name: string, role: string, joined: number): string
  memberDescription(role: string, joined: number): string
  managesLink: string
  articleDescription(topic: string): string
}

export const COMPANIES = [
  'Halvorsen Marine Systems',
  'Corvane Industrial Holdings',
  'Ashgrove Pharmaceuticals',
  'Kestrel Payments',
  'Mirador Building Products',
  'Tanaka Precision Instruments',
  'Brightwater Specialty Chemicals',
  'Ferncliff Logistics Group',
  'Oakhurst Insurance Holdings',
  'Lumen Ridge Software',
  'Cordova Medical Devices',
  'Altamira Packaging',
  'Northgate Rail Services',
  'Pemberton Foods',
  'Silverline Water Technologies',
  'Quillon Data Centres',
  'Redwater Energy Midstream',
  'Valcourt Aerospace Components',
  'Ostrander Retail Group',
  'Kinloch Timber',
] as const

export const FIRST_NAMES = [
  'Margaret',
  'Liam',
  'Priya',
  'Thomas',
  'Hannah',
  'Kenji',
  'Sophie',
  'Owen',
  'Claire',
  'Daniel',
  'Emma',
  'Marc-André',
  'Isabelle',
  'Victor',
  'Rachel',
  'Amara',
  'Lucas',
  'Mei',
  'Noah',
  'Aisha',
  'Gabriel',
  'Ingrid',
  'Rafael',
  'Yuki',
  'Fatima',
  'Olivier',
  'Chloé',
  'Samuel',
] as const

export const LAST_NAMES = [
  'Chen',
  'Bergeron',
  'Raman',
  'Nguyen',
  'Kowalski',
  'Watanabe',
  'Tremblay',
  'MacLeod',
  'Dubois',
  'Okafor',
  'Lindqvist',
  'Leblanc',
  'Roy',
  'Castillo',
  'Abramson',
  'Haddad',
  'Fischer',
  'Sato',
  'Morin',
  'Osei',
] as const

const en: Lexicon = {
  space: ' ',
  topics: [
    'pricing power',
    'free cash flow',
    'market volatility',
    'patient capital',
    'the index',
    'interest rates',
    'small companies',
    'global supply chains',
    'dividends',
    'management incentives',
    'currency risk',
    'distribution yields',
    'proprietary insights',
    'corporate debt',
    'family-owned businesses',
    'the cost of mistakes',
    'portfolio concentration',
    'inflation',
    'capital allocation',
    'industrial companies',
    'credit spreads',
    'emerging markets',
    'investor behaviour',
    'long holding periods',
  ],
  titles: {
    news: [
      'Update on {topic}',
      'A note to investors on {topic}',
      'Changes to how we report on {topic}',
      'What is new in {topic}',
    ],
    educational: [
      '{Topic} explained',
      'Simply put: {topic}',
      'Why {topic} matters',
      'Five questions about {topic}',
    ],
    'reading-list': [
      'Books about {topic} we enjoyed',
      'Our reading list on {topic}',
      'Summer reading: {topic}',
      'What our analysts read about {topic}',
    ],
    'inside-edge': ['Inside edge: {topic}'],
  },
  commentaryTitle: (q, year, series, topic) =>
    `Q${q} ${year} ${{ edgepoint: 'EdgePoint', credit: 'Credit', 'fixed-income': 'Fixed Income' }[series]} commentary: ${topic}`,
  readMore: [
    'You can read more in {link}.',
    'We wrote about this earlier in {link}.',
    'For background, see {link}.',
    'A related idea is discussed in {link}.',
  ],
  memberLink: [
    '{link} led our research on this business.',
    '{link} has followed the company for years.',
    'Questions on this idea can go to {link}.',
  ],
  pageLink: ['More of our thinking is collected in {link}.', 'See also {link}.'],
  disclaimer: '*Figures are illustrative and for discussion only.*',
  table: {
    caption: 'A few of the businesses discussed, as at quarter end:',
    columns: ['Business', 'Region', 'Weight (%)', 'Held since'],
  },
  regions: ['Canada', 'United States', 'Europe', 'Japan', 'United Kingdom', 'Asia'],
  roles: [
    'Portfolio Manager',
    'Investment Analyst',
    'Investment Associate',
    'Client Portfolio Manager',
    'Investor Relations Specialist',
    'Chief Investment Officer',
  ],
  bio: (name, role, joined) =>
    `${name} joined EdgePoint in ${joined} and works as ${role.toLowerCase()}.`,
  memberDescription: (role, joined) =>
    `${role} at EdgePoint since ${joined}, looking for good businesses the market has misjudged.`,
  managesLink: 'Today the work is focused on the {link}.',
  articleDescription: (topic) =>
    `Our investment team on ${topic}: what we look for, what we own and why we are patient.`,
}

const fr: Lexicon = {
  space: ' ',
  topics: [
    'le pouvoir de fixation des prix',
    'les flux de trésorerie disponibles',
    'la volatilité des marchés',
    'le capital patient',
    "l'indice de référence",
    "les taux d'intérêt",
    'les petites sociétés',
    "les chaînes d'approvisionnement mondiales",
    'les dividendes',
    'la rémunération des dirigeants',
    'le risque de change',
    'le rendement des distributions',
    'les idées exclusives',
    'la dette des entreprises',
    'les entreprises familiales',
    'le coût des erreurs',
    'la concentration du portefeuille',
    "l'inflation",
    'la répartition du capital',
    'les sociétés industrielles',
    'les écarts de crédit',
    'les marchés émergents',
    'le comportement des investisseurs',
    'les longues périodes de détention',
  ],
  titles: {
    news: [
      'Le point sur {topic}',
      'Note aux investisseurs sur {topic}',
      'Changements dans notre façon de présenter {topic}',
      'Du nouveau sur {topic}',
    ],
    educational: [
      'Comprendre {topic}',
      'En termes simples : {topic}',
      'Pourquoi {topic} compte',
      'Cinq questions sur {topic}',
    ],
    'reading-list': [
      'Des livres sur {topic} que nous avons aimés',
      'Notre liste de lecture sur {topic}',
      "Lectures d'été : {topic}",
      'Ce que nos analystes lisent sur {topic}',
    ],
    'inside-edge': ['Inside edge : {topic}'],
  },
  commentaryTitle: (q, year, series, topic) =>
    `Commentaire ${{ edgepoint: 'EdgePoint', credit: 'Crédit', 'fixed-income': 'Revenu fixe' }[series]} du T${q} ${year} : ${topic}`,
  readMore: [
    'Pour en savoir plus, lisez {link}.',
    'Nous en avons parlé dans {link}.',
    'Pour le contexte, consultez {link}.',
    'Une idée voisine est abordée dans {link}.',
  ],
  memberLink: [
    '{link} a dirigé nos recherches sur cette entreprise.',
    '{link} suit la société depuis des années.',
    'Vos questions sur cette idée peuvent être adressées à {link}.',
  ],
  pageLink: ['Vous trouverez nos autres réflexions dans {link}.', 'Voir aussi {link}.'],
  disclaimer: '*Les chiffres sont fournis à titre indicatif et aux fins de discussion seulement.*',
  table: {
    caption: 'Quelques-unes des entreprises dont il est question, en fin de trimestre :',
    columns: ['Entreprise', 'Région', 'Poids (%)', 'Détenue depuis'],
  },
  regions: ['Canada', 'États-Unis', 'Europe', 'Japon', 'Royaume-Uni', 'Asie'],
  roles: [
    'Gestionnaire de portefeuille',
    'Analyste en placements',
    'Associé en placements',
    'Gestionnaire de portefeuille clients',
    'Spécialiste des relations avec les investisseurs',
    'Chef des placements',
  ],
  bio: (name, role, joined) =>
    `${name} s'est joint à EdgePoint en ${joined}. Son rôle : ${role.toLowerCase()}.`,
  memberDescription: (role, joined) =>
    `${role} chez EdgePoint depuis ${joined}, à la recherche de bonnes entreprises que le marché a mal jugées.`,
  managesLink: "Aujourd'hui, son travail porte sur le {link}.",
  articleDescription: (topic) =>
    `Notre équipe de placement sur ${topic} : ce que nous cherchons, ce que nous détenons et pourquoi nous sommes patients.`,
}

const cn: Lexicon = {
  space: '',
  topics: [
    '定价能力',
    '自由现金流',
    '市场波动',
    '耐心资本',
    '基准指数',
    '利率',
    '小型公司',
    '全球供应链',
    '股息',
    '管理层激励',
    '汇率风险',
    '分配收益率',
    '独到见解',
    '企业债务',
    '家族企业',
    '错误的代价',
    '投资组合集中度',
    '通货膨胀',
    '资本配置',
    '工业公司',
    '信用利差',
    '新兴市场',
    '投资者行为',
    '长期持有',
  ],
  titles: {
    news: [
      '关于{topic}的最新动态',
      '致投资者：关于{topic}',
      '我们在{topic}报告方式上的变化',
      '{topic}的新进展',
    ],
    educational: [
      '{topic}详解',
      '简单来说：{topic}',
      '为什么{topic}很重要',
      '关于{topic}的五个问题',
    ],
    'reading-list': [
      '我们喜欢的关于{topic}的书',
      '关于{topic}的阅读清单',
      '夏季阅读：{topic}',
      '我们的分析师在读的{topic}书籍',
    ],
    'inside-edge': ['Inside edge：{topic}'],
  },
  commentaryTitle: (q, year, series, topic) =>
    `${year}年第${['一', '二', '三', '四'][q - 1] ?? q}季度${{ edgepoint: ' EdgePoint ', credit: '信贷', 'fixed-income': '固定收益' }[series]}投资评论：${topic}`,
  readMore: [
    '更多内容请阅读{link}。',
    '我们此前在{link}中讨论过这一点。',
    '背景信息请参见{link}。',
    '相关观点见{link}。',
  ],
  memberLink: [
    '{link}负责我们对这家企业的研究。',
    '{link}多年来一直关注这家公司。',
    '关于这一观点的问题可以咨询{link}。',
  ],
  pageLink: ['更多观点请见{link}。', '另请参阅{link}。'],
  disclaimer: '*文中数据仅供说明和讨论之用。*',
  table: {
    caption: '文中讨论的部分企业（截至季度末）：',
    columns: ['公司', '地区', '权重（%）', '持有起始年份'],
  },
  regions: ['加拿大', '美国', '欧洲', '日本', '英国', '亚洲'],
  roles: [
    '投资组合经理',
    '投资分析师',
    '投资助理',
    '客户投资组合经理',
    '投资者关系专员',
    '首席投资官',
  ],
  bio: (name, role, joined) => `${name}于${joined}年加入 EdgePoint，担任${role}。`,
  memberDescription: (role, joined) =>
    `自${joined}年起在 EdgePoint 担任${role}，寻找被市场误判的优质企业。`,
  managesLink: '目前的工作重点是{link}。',
  articleDescription: (topic) =>
    `我们的投资团队谈${topic}：我们寻找什么、持有什么，以及为什么保持耐心。`,
}

export const LEXICONS: PerLocale<Lexicon> = { en, fr, cn }

import type { PerLocale } from './per-locale'
import type { Block } from '../../src/model/blocks'
import type { PortfolioData } from '../../src/model/brand-data'

/**
 * The fixed part of the benchmark corpus: portfolios, general pages and the
 * words of their blocks, in the three locales. Articles and team members are
 * generated; see corpus.ts.
 */
export type ByLocale<T> = PerLocale<T>

export interface PortfolioSpec {
  id: string
  category: PortfolioData['category']
  inceptionDate: string
  title: ByLocale<string>
  /** The French slug; English and Chinese use the slug of the English title. */
  frSlug: string
}

export const PORTFOLIOS: readonly PortfolioSpec[] = [
  {
    id: 'global',
    category: 'global-equity',
    inceptionDate: '2008-11-17',
    title: {
      en: 'EdgePoint Global Portfolio',
      fr: 'Portefeuille mondial EdgePoint',
      cn: 'EdgePoint 全球投资组合',
    },
    frSlug: 'portefeuille-mondial-edgepoint',
  },
  {
    id: 'global-growth-and-income',
    category: 'global-balanced',
    inceptionDate: '2008-11-17',
    title: {
      en: 'EdgePoint Global Growth & Income Portfolio',
      fr: 'Portefeuille de croissance et de revenu mondial EdgePoint',
      cn: 'EdgePoint 全球增长与收益投资组合',
    },
    frSlug: 'portefeuille-de-croissance-et-de-revenu-mondial-edgepoint',
  },
  {
    id: 'canadian',
    category: 'canadian-equity',
    inceptionDate: '2008-11-17',
    title: {
      en: 'EdgePoint Canadian Portfolio',
      fr: 'Portefeuille canadien EdgePoint',
      cn: 'EdgePoint 加拿大投资组合',
    },
    frSlug: 'portefeuille-canadien-edgepoint',
  },
  {
    id: 'canadian-growth-and-income',
    category: 'canadian-balanced',
    inceptionDate: '2008-11-17',
    title: {
      en: 'EdgePoint Canadian Growth & Income Portfolio',
      fr: 'Portefeuille de croissance et de revenu canadien EdgePoint',
      cn: 'EdgePoint 加拿大增长与收益投资组合',
    },
    frSlug: 'portefeuille-de-croissance-et-de-revenu-canadien-edgepoint',
  },
  {
    id: 'monthly-income',
    category: 'monthly-income',
    inceptionDate: '2018-11-05',
    title: {
      en: 'EdgePoint Monthly Income Portfolio',
      fr: 'Portefeuille de revenu mensuel EdgePoint',
      cn: 'EdgePoint 月度收益投资组合',
    },
    frSlug: 'portefeuille-de-revenu-mensuel-edgepoint',
  },
  {
    id: 'credit',
    category: 'fixed-income',
    inceptionDate: '2021-03-01',
    title: {
      en: 'EdgePoint Credit Portfolio',
      fr: 'Portefeuille de crédit EdgePoint',
      cn: 'EdgePoint 信贷投资组合',
    },
    frSlug: 'portefeuille-de-credit-edgepoint',
  },
  {
    id: 'fixed-income',
    category: 'fixed-income',
    inceptionDate: '2019-06-03',
    title: {
      en: 'EdgePoint Fixed Income Portfolio',
      fr: 'Portefeuille de revenu fixe EdgePoint',
      cn: 'EdgePoint 固定收益投资组合',
    },
    frSlug: 'portefeuille-de-revenu-fixe-edgepoint',
  },
]

/** Words of the blocks of the home and general pages. */
export interface Ui {
  homeTitle: string
  latest: string
  recent: string
  browse: string
  team: string
  institutionalTeam: string
  institutionalInsights: string
  portfolios: string
  performance: string
  codes: string
  series: { edgepoint: string; credit: string; 'fixed-income': string }
  news: string
  hero: string
  cta: { heading: string; text: string; label: string }
  history: { caption: string; columns: [string, string]; rows: Array<[string, string]> }
  faq: Array<{ title: string; markdown: string }>
  video: { title: string; transcript: string }
  documents: { heading: string; items: [string, string, string] }
  portfolioDescription(title: string): string
}

export const UI: ByLocale<Ui> = {
  en: {
    homeTitle: 'Investing with conviction',
    latest: 'Latest insights',
    recent: 'Recent articles',
    browse: 'Browse by type',
    team: 'Our investment team',
    institutionalTeam: 'Your institutional team',
    institutionalInsights: 'Institutional insights',
    portfolios: 'Our portfolios',
    performance: 'Annualized returns by series',
    codes: 'Fund codes and fees',
    series: {
      edgepoint: 'EdgePoint commentaries',
      credit: 'Credit commentaries',
      'fixed-income': 'Fixed income commentaries',
    },
    news: 'All news',
    hero: "We're long-term owners of businesses, and every one of us invests in the same portfolios you do.",
    cta: {
      heading: 'Ready to talk about your portfolio?',
      text: 'Our investor relations team can answer your questions in English or French.',
      label: 'Contact us',
    },
    history: {
      caption: 'Milestones of the firm',
      columns: ['Year', 'Event'],
      rows: [
        ['2008', 'EdgePoint founded in Toronto'],
        ['2012', 'First institutional mandate'],
        ['2018', 'Monthly Income Portfolio launched'],
        ['2021', 'Credit Portfolio launched'],
      ],
    },
    faq: [
      {
        title: 'How do I invest in an EdgePoint portfolio?',
        markdown: 'Through a financial advisor. Our portfolios are sold across Canada.',
      },
      {
        title: 'Do your employees invest in the portfolios?',
        markdown:
          'Yes. Our partners and employees are **significant** investors in every portfolio.',
      },
      {
        title: 'How long do you hold a business?',
        markdown: 'Years, not quarters. We sell when our idea plays out or proves wrong.',
      },
    ],
    video: {
      title: 'Our approach in four minutes',
      transcript: 'Our portfolio managers explain how we look for businesses the market misjudges.',
    },
    documents: {
      heading: 'Documents',
      items: ['Simplified prospectus', 'Annual information form', 'Fund facts'],
    },
    portfolioDescription: (title) =>
      `${title}: a concentrated portfolio of businesses we believe the market has misjudged.`,
  },
  fr: {
    homeTitle: 'Investir avec conviction',
    latest: 'Nos dernières perspectives',
    recent: 'Articles récents',
    browse: 'Parcourir par type',
    team: 'Notre équipe de placement',
    institutionalTeam: 'Votre équipe institutionnelle',
    institutionalInsights: 'Perspectives institutionnelles',
    portfolios: 'Nos portefeuilles',
    performance: 'Rendements annualisés par série',
    codes: 'Codes de fonds et frais',
    series: {
      edgepoint: 'Commentaires EdgePoint',
      credit: 'Commentaires sur le crédit',
      'fixed-income': 'Commentaires sur le revenu fixe',
    },
    news: 'Toutes les nouvelles',
    hero: "Nous sommes des propriétaires d'entreprises à long terme, et chacun de nous investit dans les mêmes portefeuilles que vous.",
    cta: {
      heading: 'Prêt à parler de votre portefeuille?',
      text: 'Notre équipe des relations avec les investisseurs répond à vos questions en français ou en anglais.',
      label: 'Nous joindre',
    },
    history: {
      caption: 'Les grandes étapes de la société',
      columns: ['Année', 'Événement'],
      rows: [
        ['2008', 'Fondation d’EdgePoint à Toronto'],
        ['2012', 'Premier mandat institutionnel'],
        ['2018', 'Lancement du Portefeuille de revenu mensuel'],
        ['2021', 'Lancement du Portefeuille de crédit'],
      ],
    },
    faq: [
      {
        title: 'Comment investir dans un portefeuille EdgePoint?',
        markdown: 'Par l’entremise d’un conseiller financier, partout au Canada.',
      },
      {
        title: 'Vos employés investissent-ils dans les portefeuilles?',
        markdown:
          'Oui. Nos associés et employés sont des investisseurs **importants** de chaque portefeuille.',
      },
      {
        title: 'Combien de temps détenez-vous une entreprise?',
        markdown:
          'Des années, pas des trimestres. Nous vendons quand notre idée se concrétise ou se révèle fausse.',
      },
    ],
    video: {
      title: 'Notre approche en quatre minutes',
      transcript:
        'Nos gestionnaires de portefeuille expliquent comment nous cherchons les entreprises que le marché juge mal.',
    },
    documents: {
      heading: 'Documents',
      items: ['Prospectus simplifié', 'Notice annuelle', 'Aperçu du fonds'],
    },
    portfolioDescription: (title) =>
      `${title} : un portefeuille concentré d'entreprises que le marché a, selon nous, mal jugées.`,
  },
  cn: {
    homeTitle: '以信念投资',
    latest: '最新观点',
    recent: '近期文章',
    browse: '按类型浏览',
    team: '我们的投资团队',
    institutionalTeam: '您的机构团队',
    institutionalInsights: '机构观点',
    portfolios: '我们的投资组合',
    performance: '各系列年化回报',
    codes: '基金代码和费用',
    series: {
      edgepoint: 'EdgePoint 投资评论',
      credit: '信贷投资评论',
      'fixed-income': '固定收益投资评论',
    },
    news: '全部新闻',
    hero: '我们是企业的长期所有者，我们每个人都投资于与您相同的投资组合。',
    cta: {
      heading: '想聊聊您的投资组合吗？',
      text: '我们的投资者关系团队可以用英语或法语回答您的问题。',
      label: '联系我们',
    },
    history: {
      caption: '公司大事记',
      columns: ['年份', '事件'],
      rows: [
        ['2008', 'EdgePoint 在多伦多成立'],
        ['2012', '首个机构委托'],
        ['2018', '推出月度收益投资组合'],
        ['2021', '推出信贷投资组合'],
      ],
    },
    faq: [
      {
        title: '如何投资 EdgePoint 投资组合？',
        markdown: '通过财务顾问。我们的投资组合在加拿大各地销售。',
      },
      {
        title: '你们的员工投资这些投资组合吗？',
        markdown: '是的。我们的合伙人和员工是每个投资组合的**重要**投资者。',
      },
      {
        title: '你们持有一家企业多长时间？',
        markdown: '以年计，而不是以季度计。当我们的观点实现或被证明错误时才卖出。',
      },
    ],
    video: {
      title: '四分钟了解我们的方法',
      transcript: '我们的投资组合经理讲解如何寻找被市场误判的企业。',
    },
    documents: { heading: '文件', items: ['简化招股说明书', '年度信息表', '基金概况'] },
    portfolioDescription: (title) => `${title}：由我们认为被市场误判的企业组成的集中投资组合。`,
  },
}

export interface PageSpec {
  id: string
  slug: { en: string; fr: string }
  title: ByLocale<string>
  description: ByLocale<string>
  subsite?: 'institutional'
  template?: 'inside-edge'
  blocks(c: BlockContext): Block[]
}

/** What a page's blocks need of the locale being written. */
export interface BlockContext {
  ui: Ui
  /** The path of a page id. */
  at(id: string): string
  /** The title of a page id. */
  title(id: string): string
}

const body: Block = { type: 'body' }

export const PAGES: readonly PageSpec[] = [
  {
    id: 'who-we-are',
    slug: { en: 'who-we-are', fr: 'qui-sommes-nous' },
    title: { en: 'Who we are', fr: 'Qui sommes-nous', cn: '关于我们' },
    description: {
      en: 'An independent, partner-owned investment firm founded in Toronto in 2008.',
      fr: 'Une société de placement indépendante, détenue par ses associés, fondée à Toronto en 2008.',
      cn: '一家于2008年在多伦多成立、由合伙人所有的独立投资公司。',
    },
    blocks: ({ ui, at }) => [
      body,
      {
        type: 'table',
        caption: ui.history.caption,
        columns: ui.history.columns,
        rows: ui.history.rows,
      },
      { type: 'accordion', items: ui.faq },
      {
        type: 'video',
        title: ui.video.title,
        provider: 'youtube',
        videoId: 'M7lc1UVf-VE',
        transcript: ui.video.transcript,
      },
      { type: 'cta', ...ui.cta, href: at('contact-us') },
    ],
  },
  {
    id: 'insights',
    slug: { en: 'insights', fr: 'perspectives' },
    title: { en: 'Insights', fr: 'Perspectives', cn: '投资观点' },
    description: {
      en: "Commentaries, news, educational articles and reading lists from EdgePoint's investment team.",
      fr: "Commentaires, nouvelles, articles éducatifs et listes de lecture de l'équipe de placement d'EdgePoint.",
      cn: 'EdgePoint 投资团队的投资评论、新闻、教育文章和阅读清单。',
    },
    blocks: ({ ui, at, title }) => [
      body,
      { type: 'article-list', heading: ui.recent, limit: 12 },
      {
        type: 'cards',
        heading: ui.browse,
        items: ['commentary-overview', 'news', 'inside-edge'].map((id) => ({
          title: title(id),
          href: at(id),
        })),
      },
    ],
  },
  {
    id: 'commentary-overview',
    slug: { en: 'commentary-overview', fr: 'apercu-des-commentaires' },
    title: { en: 'Commentary', fr: 'Commentaires', cn: '投资评论' },
    description: {
      en: 'Quarterly letters from our portfolio managers on what we own and why.',
      fr: 'Les lettres trimestrielles de nos gestionnaires sur ce que nous détenons et pourquoi.',
      cn: '我们的投资组合经理每季度关于持仓及其理由的信函。',
    },
    blocks: ({ ui }) => [
      body,
      {
        type: 'article-list',
        heading: ui.series.edgepoint,
        category: 'commentary',
        series: 'edgepoint',
        limit: 12,
      },
      {
        type: 'article-list',
        heading: ui.series.credit,
        category: 'commentary',
        series: 'credit',
        limit: 6,
      },
      {
        type: 'article-list',
        heading: ui.series['fixed-income'],
        category: 'commentary',
        series: 'fixed-income',
        limit: 6,
      },
    ],
  },
  {
    id: 'news',
    slug: { en: 'news', fr: 'nouvelles' },
    title: { en: 'News', fr: 'Nouvelles', cn: '新闻' },
    description: {
      en: 'Announcements about our portfolios, our people and our firm.',
      fr: 'Les annonces concernant nos portefeuilles, nos gens et notre société.',
      cn: '关于我们的投资组合、员工和公司的公告。',
    },
    blocks: ({ ui }) => [
      body,
      { type: 'article-list', heading: ui.news, category: 'news', limit: 24 },
    ],
  },
  {
    id: 'inside-edge',
    slug: { en: 'inside-edge', fr: 'inside-edge' },
    template: 'inside-edge',
    title: { en: 'Inside edge', fr: 'Inside edge', cn: 'Inside edge' },
    description: {
      en: 'Our twice-yearly look at the businesses behind the portfolios.',
      fr: 'Notre regard semestriel sur les entreprises derrière les portefeuilles.',
      cn: '我们每半年一次对投资组合背后企业的观察。',
    },
    blocks: () => [body],
  },
  {
    id: 'your-team',
    slug: { en: 'your-team', fr: 'votre-equipe' },
    title: { en: 'Your team', fr: 'Votre équipe', cn: '我们的团队' },
    description: {
      en: 'Meet the people who research, buy and hold the businesses we own.',
      fr: 'Les personnes qui étudient, achètent et détiennent les entreprises de nos portefeuilles.',
      cn: '认识研究、买入并持有我们所投资企业的团队成员。',
    },
    blocks: ({ ui }) => [body, { type: 'team-list', heading: ui.team }],
  },
  {
    id: 'portfolio-overview',
    slug: { en: 'portfolio-overview', fr: 'apercu-des-portefeuilles' },
    title: { en: 'Our portfolios', fr: 'Nos portefeuilles', cn: '我们的投资组合' },
    description: {
      en: 'Seven portfolios, each built from the same ownership mindset.',
      fr: 'Sept portefeuilles, tous bâtis avec la même mentalité de propriétaire.',
      cn: '七个投资组合，均秉持同样的所有者思维。',
    },
    blocks: ({ ui }) => [body, { type: 'portfolio-list', heading: ui.portfolios }],
  },
  {
    id: 'performance',
    slug: { en: 'performance', fr: 'rendement' },
    title: { en: 'Performance', fr: 'Rendement', cn: '业绩' },
    description: {
      en: 'Returns for every portfolio and series, updated each month.',
      fr: 'Les rendements de chaque portefeuille et série, mis à jour chaque mois.',
      cn: '每个投资组合和系列的回报，每月更新。',
    },
    blocks: ({ ui }) => [
      body,
      { type: 'performance-table', heading: ui.performance },
      {
        type: 'performance-chart',
        series: 'F',
        periods: ['oneYear', 'fiveYear', 'sinceInception'],
      },
    ],
  },
  {
    id: 'fees-and-codes',
    slug: { en: 'fees-and-codes', fr: 'frais-et-codes' },
    title: { en: 'Fees and codes', fr: 'Frais et codes', cn: '费用和基金代码' },
    description: {
      en: 'Fund codes, management fees and MERs by series.',
      fr: 'Codes de fonds, frais de gestion et RFG par série.',
      cn: '按系列列出的基金代码、管理费和管理费用比率。',
    },
    blocks: ({ ui }) => [body, { type: 'fund-codes', heading: ui.codes }],
  },
  {
    id: 'contact-us',
    slug: { en: 'contact-us', fr: 'nous-joindre' },
    title: { en: 'Contact us', fr: 'Nous joindre', cn: '联系我们' },
    description: {
      en: 'Reach our investor relations team by phone or email.',
      fr: 'Joignez notre équipe des relations avec les investisseurs par téléphone ou par courriel.',
      cn: '通过电话或电子邮件联系我们的投资者关系团队。',
    },
    blocks: ({ ui, at }) => [
      body,
      {
        type: 'documents',
        heading: ui.documents.heading,
        items: ui.documents.items.map((title, k) => ({
          title,
          href: at('fees-and-codes'),
          format: 'pdf' as const,
          date: `2025-0${k + 1}-15`,
        })),
      },
    ],
  },
  {
    id: 'site-map',
    slug: { en: 'site-map', fr: 'plan-du-site' },
    title: { en: 'Site map', fr: 'Plan du site', cn: '网站地图' },
    description: {
      en: 'Every page of the EdgePoint website, organized by section.',
      fr: 'Toutes les pages du site d’EdgePoint, classées par section.',
      cn: 'EdgePoint 网站的所有页面，按栏目排列。',
    },
    blocks: () => [body, { type: 'site-map' }],
  },
  {
    id: 'institutional-home',
    slug: { en: 'institutional', fr: 'institutionnel' },
    subsite: 'institutional',
    title: {
      en: 'EdgePoint Institutional',
      fr: 'EdgePoint Institutionnel',
      cn: 'EdgePoint 机构业务',
    },
    description: {
      en: 'Investment management for pension plans, endowments and foundations.',
      fr: 'Gestion de placements pour les régimes de retraite, les fonds de dotation et les fondations.',
      cn: '为养老金计划、捐赠基金和基金会提供投资管理。',
    },
    blocks: ({ ui, at }) => [
      body,
      { type: 'team-list', heading: ui.institutionalTeam, subsite: 'institutional' },
      {
        type: 'article-list',
        heading: ui.institutionalInsights,
        subsite: 'institutional',
        limit: 6,
      },
      { type: 'cta', ...ui.cta, href: at('contact-us') },
    ],
  },
]

export const NAVIGATION = {
  main: [
    'who-we-are',
    'insights',
    'portfolio-overview',
    'your-team',
    'performance',
    'fees-and-codes',
    'contact-us',
  ],
  footer: ['site-map', 'news', 'institutional-home'],
}

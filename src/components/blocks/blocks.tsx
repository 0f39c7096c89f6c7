import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Image } from '../image/image'
import { useT } from '../../i18n/translations'
import type { BlockView } from '../../model/blocks'
import { useSiteContext } from '../../site-context/site-context'
import { formatDate } from '../../site/format'
import type { PortfolioCategory } from '../../model/labels'
import { ArticleList } from '../article-list'
import { LinkList } from '../link-list'
import { PersonList } from '../person-list'
import { RichText } from '../rich-text'
import { SmartLink } from '../smart-link'
import { PerformanceChartFigure, ShareHistoryFigure } from '../charts/chart-blocks'
import type { Drawing } from '../charts/drawing'
import { BuildTimeMarkup } from '../build-time-markup'
import { FundCodesTable } from './fund-codes'
import { PerformanceTable } from './performance-table'
import { VideoBlock } from './video'
// The charts are drawn by the build, but styled in the browser.
import '../charts/charts.css'

/**
 * The hero image's width (site.css): the second of a 3fr/2fr grid from 48rem on,
 * otherwise the viewport less the container's and the hero's padding (6rem).
 */
const HERO_IMAGE_SIZES = '(min-width: 48rem) min(26rem, 40vw), calc(100vw - 6rem)'

function Block({
  block,
  pageKey,
  titleLevel,
}: {
  block: BlockView
  /** Unique to the page (locale and id), for what the build draws (charts). */
  pageKey: string
  titleLevel?: 1
}) {
  const { t, language } = useT()
  const { allPortfolioSeries, asAtDate } = useSiteContext()
  switch (block.type) {
    case 'hero':
      return (
        <section className="hero">
          <div>
            {titleLevel === 1 ? (
              <h1 className="hero-heading">{block.heading}</h1>
            ) : (
              <h2 className="hero-heading">{block.heading}</h2>
            )}
            {block.text && <p className="lede">{block.text}</p>}
            {block.cta && (
              <SmartLink href={block.cta.path} className="button">
                {block.cta.label}
              </SmartLink>
            )}
          </div>
          {block.image && (
            <Image
              image={block.image.image}
              alt={block.image.alt}
              loading="eager"
              sizes={HERO_IMAGE_SIZES}
            />
          )}
        </section>
      )
    case 'rich-text':
      return <RichText html={block.html} />
    case 'cards':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ul className="card-list">
            {block.items.map((item) => (
              <li key={item.title} className="card">
                {item.image && <Image image={item.image.image} alt={item.image.alt} />}
                <h3 className="card-title">
                  {item.href ? <SmartLink href={item.href}>{item.title}</SmartLink> : item.title}
                </h3>
                {item.text && <p>{item.text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )
    case 'cta':
      return (
        <section className="cta">
          <h2>{block.heading}</h2>
          {block.text && <p>{block.text}</p>}
          <SmartLink href={block.cta.path} className="button">
            {block.cta.label}
          </SmartLink>
        </section>
      )
    case 'video':
      return <VideoBlock block={block} />
    case 'documents':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ul className="document-list">
            {block.items.map((d) => (
              <li key={d.title}>
                <SmartLink href={d.href}>{d.title}</SmartLink>{' '}
                <span className="meta">
                  ({t('documents.format', { format: d.format.toUpperCase() })}
                  {d.date && <>, {formatDate(language, d.date)}</>})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'table':
      return (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th scope="row" key={c}>
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'accordion':
      return (
        <section className="block accordion">
          {block.heading && <h2>{block.heading}</h2>}
          {block.items.map((item) => (
            <details key={item.title}>
              <summary>{item.title}</summary>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.html }} />
            </details>
          ))}
        </section>
      )
    case 'article-list':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ArticleList items={block.items} headingLevel={block.heading ? 3 : 2} />
        </section>
      )
    case 'team-list':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <PersonList items={block.items} headingLevel={block.heading ? 3 : 2} />
        </section>
      )
    case 'portfolio-list':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ul className="card-list">
            {block.items.map((p) => (
              <li key={p.path} className="card">
                <p className="eyebrow">
                  {t(`portfolio.categories.${p.category as PortfolioCategory}`)}
                </p>
                <h3 className="card-title">
                  <Link to={p.path}>{p.title}</Link>
                </h3>
                <p>{p.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'performance-table':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <PerformanceTable series={allPortfolioSeries} />
        </section>
      )
    case 'fund-codes':
      return (
        <section className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <FundCodesTable
            series={allPortfolioSeries}
            caption={block.heading ?? t('portfolio.codes')}
          />
        </section>
      )
    case 'performance-chart':
    case 'share-history':
      return (
        <section className="block">
          <BuildTimeMarkup
            id={`${pageKey}/${block.type}`}
            draw={
              import.meta.env.SSR ? chartDrawing(block, asAtDate, { t, locale: language }) : null
            }
          />
        </section>
      )
    case 'site-map':
      return (
        <nav className="site-map" aria-label={t('siteMap.pages')}>
          {block.sections.map((s) => (
            <section key={s.key}>
              <h2>{t(`siteMap.${s.key}`)}</h2>
              <LinkList links={s.links} />
            </section>
          ))}
        </nav>
      )
  }
}

type ChartBlockView = Extract<BlockView, { type: 'performance-chart' | 'share-history' }>

/**
 * What the build draws for a chart block, or null where the record has no
 * chart (the browser's records leave it out): called at build time only, so
 * the client bundle has neither this nor the figures it names.
 */
function chartDrawing(
  block: ChartBlockView,
  asAtDate: string,
  drawing: Drawing,
): (() => ReactNode) | null {
  const heading = block.heading !== undefined ? { heading: block.heading } : {}
  if (block.type === 'performance-chart') {
    const chart = block.buildOnly
    return chart
      ? () => <PerformanceChartFigure block={chart} {...heading} asAtDate={asAtDate} {...drawing} />
      : null
  }
  const chart = block.buildOnly
  return chart ? () => <ShareHistoryFigure block={chart} {...heading} {...drawing} /> : null
}

/**
 * The blocks of a composed page, in order. With `title`, a leading hero's
 * heading is the page's h1; otherwise the title is.
 */
export function Blocks({
  blocks,
  pageKey,
  title,
}: {
  blocks: BlockView[]
  /** Unique to the page (locale and id), for what the build draws (charts). */
  pageKey: string
  title?: string
}) {
  const heroIsTitle = title !== undefined && blocks[0]?.type === 'hero'
  return (
    <>
      {title !== undefined && !heroIsTitle && <h1>{title}</h1>}
      {blocks.map((block, i) => (
        <Block
          key={i}
          block={block}
          pageKey={pageKey}
          {...(heroIsTitle && i === 0 ? { titleLevel: 1 as const } : {})}
        />
      ))}
    </>
  )
}

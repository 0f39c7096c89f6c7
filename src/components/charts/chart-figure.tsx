import type { ReactNode } from 'react'
import type { Frame } from '../../model/charts/geometry'
import type { Drawing } from './drawing'

interface ChartFigureProps {
  id: string
  t: Drawing['t']
  title: string
  /** What the chart shows, in words: its figures' story for those who do not see it. */
  description: string
  frame: Frame
  /** Under the chart: a legend, where the series are not labelled on the chart. */
  legend?: ReactNode
  /** False where a heading right above already names the chart: its title is then for assistive technology only. */
  showTitle?: boolean
  /** The same figures as a table, unless the page shows them in one beside the chart. */
  table?: ReactNode
  children: ReactNode
}

/**
 * A chart as an image with a title and a description (`role="img"`,
 * `aria-labelledby`), its legend, and its figures as a table. The SVG is
 * drawn at build time from the page's geometry; it keeps its aspect ratio
 * as it shrinks, so it reflows and never shifts the layout.
 */
export function ChartFigure({
  id,
  t,
  title,
  description,
  frame,
  legend,
  showTitle = true,
  table,
  children,
}: ChartFigureProps) {
  return (
    <figure className="chart">
      {showTitle && <figcaption className="chart-title">{title}</figcaption>}
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        width={frame.width}
        height={frame.height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {legend}
      {table && (
        <details className="chart-table">
          <summary>{t('charts.showTable', { title })}</summary>
          <div className="table-scroll">{table}</div>
        </details>
      )}
    </figure>
  )
}

/** How many series the charts tell apart by pattern, marker and dash as well as colour. */
export const CHART_SERIES = 4

/** The fill of series `index`: solid, hatched, dotted, cross-hatched. */
export const patternFill = (id: string, index: number) =>
  index % CHART_SERIES === 0 ? undefined : `url(#${id}-pattern-${index % CHART_SERIES})`

/** The fills `patternFill` names, for a chart whose bars are told apart by series. */
export function SeriesPatterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-pattern-1`}
        className="series-1"
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className="pattern-ground" />
        <line x1="0" y1="0" x2="0" y2="6" className="pattern-ink" />
      </pattern>
      <pattern
        id={`${id}-pattern-2`}
        className="series-2"
        width="5"
        height="5"
        patternUnits="userSpaceOnUse"
      >
        <rect width="5" height="5" className="pattern-ground" />
        <circle cx="2.5" cy="2.5" r="1.3" className="pattern-dot" />
      </pattern>
      <pattern
        id={`${id}-pattern-3`}
        className="series-3"
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
      >
        <rect width="6" height="6" className="pattern-ground" />
        <path d="M0 3H6M3 0V6" className="pattern-ink" />
      </pattern>
    </defs>
  )
}

/** A legend entry's swatch: the series' fill, as its bars show it. */
export function Swatch({ id, index }: { id: string; index: number }) {
  return (
    <svg
      className={`swatch series-${index % CHART_SERIES}`}
      viewBox="0 0 14 14"
      width="14"
      height="14"
      aria-hidden="true"
    >
      <rect x="0.5" y="0.5" width="13" height="13" fill={patternFill(id, index)} />
    </svg>
  )
}

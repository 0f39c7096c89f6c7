import type { BarChartGeometry } from '../../model/charts/geometry'
import { CHART_SERIES, SeriesPatterns, patternFill } from './chart-figure'
import { labelLines } from './label-lines'

interface BarChartProps {
  id: string
  chart: BarChartGeometry
  formatTick: (value: number) => string
  /** The label of a category: a year, an asset class, a portfolio. */
  category: (category: string) => string
  /** A figure written at the end of its bar (rows only, where there is room for it). */
  formatValue?: (value: number) => string
}

/**
 * Bars from a value axis that starts at zero: columns (negative values hang
 * below the axis) or rows. Each series has its own fill pattern and outline.
 */
export function BarChart({ id, chart, formatTick, category, formatValue }: BarChartProps) {
  const { plot } = chart
  const columns = chart.kind === 'columns'
  const seriesIndex = (key: string) => chart.keys.indexOf(key)
  return (
    <g className={`bar-chart ${chart.kind}`}>
      {/* The first series is solid: a chart of one series leaves the patterns out (unused, they
          made a portfolio page 0.35 KB gzip heavier). */}
      {chart.keys.length > 1 && <SeriesPatterns id={id} />}
      <g className="grid">
        {chart.valueTicks.map((tick) =>
          columns ? (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
              <text x={plot.left - 6} y={tick.at} dy="0.32em" className="tick-value">
                {formatTick(tick.value)}
              </text>
            </g>
          ) : (
            <g key={tick.value}>
              <line x1={tick.at} x2={tick.at} y1={plot.top} y2={plot.bottom} />
              <text x={tick.at} y={plot.bottom + 16} className="tick-category">
                {formatTick(tick.value)}
              </text>
            </g>
          ),
        )}
      </g>
      {chart.groups.map((group) => (
        <g key={group.category}>
          {group.bars.map((bar) => {
            const index = seriesIndex(bar.key)
            return (
              <g key={bar.key} className={`series series-${index % CHART_SERIES}`}>
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  fill={patternFill(id, index)}
                  className="bar"
                />
                {formatValue && !columns && (
                  <text
                    x={bar.x + bar.width + 4}
                    y={bar.y + bar.height / 2}
                    dy="0.32em"
                    className="direct-label"
                  >
                    {formatValue(bar.value)}
                  </text>
                )}
              </g>
            )
          })}
          {columns ? (
            <text x={group.at} y={plot.bottom + 18} className="tick-category">
              {category(group.category)}
            </text>
          ) : (
            <RowLabel x={plot.left} y={group.at} room={chart.rowLabel}>
              {category(group.category)}
            </RowLabel>
          )}
        </g>
      ))}
      <line
        className="zero"
        {...(columns
          ? { x1: plot.left, x2: plot.right, y1: chart.zero, y2: chart.zero }
          : { x1: chart.zero, x2: chart.zero, y1: plot.top, y2: plot.bottom })}
      />
    </g>
  )
}

/**
 * A row's label in the lines its room allows, the last just above the row's
 * bars: a label of fewer lines leaves the space above it, between the rows.
 */
function RowLabel({
  x,
  y,
  room,
  children,
}: {
  x: number
  y: number
  room: { lines: number; lineHeight: number } | undefined
  children: string
}) {
  if (!room)
    return (
      <text x={x} y={y} className="row-label">
        {children}
      </text>
    )
  const lines = labelLines(children, room.lines)
  return (
    <text x={x} y={y + (room.lines - lines.length) * room.lineHeight} className="row-label">
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : room.lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

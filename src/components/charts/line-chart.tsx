import type { LineChartGeometry, TimeUnit } from '../../model/charts/geometry'
import { CHART_SERIES } from './chart-figure'

interface LineChartProps {
  chart: LineChartGeometry
  formatValue: (value: number) => string
  /** A tick of the time axis (`YYYY-MM`), as a year or as a month (`chart.xTickUnit`). */
  formatTime: (month: string, unit: TimeUnit) => string
  /** The direct label at the end of a line (the series' name). */
  label: (key: string) => string
}

/**
 * Marker at a line's end, one shape per series so that they differ without colour.
 * Paths move relative to the end point, so no sum of two decimals is written.
 */
function Marker({ index, x, y }: { index: number; x: number; y: number }) {
  switch (index % CHART_SERIES) {
    case 0:
      return <circle cx={x} cy={y} r="3.5" />
    case 1:
      return <rect x={x - 3.5} y={y - 3.5} width="7" height="7" />
    case 2:
      return <path d={`M${x} ${y}m0-4.5l4 7.5h-8z`} />
    default:
      return <path d={`M${x} ${y}m0-4.5l4.5 4.5l-4.5 4.5l-4.5-4.5z`} />
  }
}

/**
 * Lines over time with value gridlines, time ticks and a direct label at
 * each line's end: its name, and its end value under it if the chart says so.
 */
export function LineChart({ chart, formatValue, formatTime, label }: LineChartProps) {
  const { plot } = chart
  return (
    <g className="line-chart">
      <g className="grid">
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
            <text x={plot.left - 6} y={tick.at} className="tick-value" dy="0.32em">
              {formatValue(tick.value)}
            </text>
          </g>
        ))}
      </g>
      <g className="axis">
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        {chart.xTicks.map((tick) => (
          <text
            key={tick.month}
            x={tick.at}
            y={plot.bottom + 18}
            className={tick.anchor ? `tick-category tick-${tick.anchor}` : 'tick-category'}
          >
            {formatTime(tick.month, chart.xTickUnit)}
          </text>
        ))}
      </g>
      {chart.lines.map((line, i) => (
        <g key={line.key} className={`series series-${i % CHART_SERIES}`}>
          <path d={line.d} className="line" />
          <Marker index={i} x={line.end.x} y={line.end.y} />
          <text x={line.end.x + 8} y={line.labelY} dy="0.32em" className="direct-label">
            {label(line.key)}
            {chart.endValues && (
              <tspan x={line.end.x + 8} dy="1.15em" className="end-value">
                {formatValue(line.end.value)}
              </tspan>
            )}
          </text>
        </g>
      ))}
    </g>
  )
}

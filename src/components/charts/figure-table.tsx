import type { FigureTable } from '../../model/charts/geometry'

interface FigureTableProps {
  table: FigureTable
  caption: string
  /** The heading of the row labels' column. */
  rowHeading: string
  row: (label: string) => string
  column: (key: string) => string
  value: (value: number) => string
  /** What a cell without a figure shows. */
  none: string
}

/** A chart's figures as a table: a row per month, year or category, a column per series. */
export function FigureTableView({
  table,
  caption,
  rowHeading,
  row,
  column,
  value,
  none,
}: FigureTableProps) {
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          {table.keys.map((key) => (
            <th scope="col" className="num" key={key}>
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{row(r.label)}</th>
            {r.values.map((v, i) => (
              <td className="num" key={table.keys[i]}>
                {v === null ? none : value(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

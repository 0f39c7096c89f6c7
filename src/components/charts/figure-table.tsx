import type { FigureTable } from '../../model/charts/geometry'
import { useT } from '../../i18n/translations'

interface FigureTableProps {
  table: FigureTable
  caption: string
  /** The heading of the row labels' column. */
  rowHeading: string
  row: (label: string) => string
  column: (key: string) => string
  value: (value: number) => string
}

/** A chart's figures as a table: a row per month, year or category, a column per series. */
export function FigureTableView({
  table,
  caption,
  rowHeading,
  row,
  column,
  value,
}: FigureTableProps) {
  const { t } = useT()
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
                {v === null ? t('portfolio.notAvailable') : value(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

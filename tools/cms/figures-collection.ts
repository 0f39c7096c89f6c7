import type { BrandId } from '../../src/site/brands'

/**
 * The Decap "files" collection through which the people who approve figures
 * set site.yaml's two dates, as `tools figures approve` does. Not used yet:
 * the editor's configuration (decap-config.ts) is its owner's to extend.
 * Saving rewrites site.yaml through Decap's YAML format: its comments go,
 * and `navigation` is kept only because Decap keeps the fields it does not
 * show; the build then checks the dates against every history
 * (content/README.md, "Approval").
 */
export interface FiguresCollection {
  name: string
  label: string
  editor: { preview: false }
  files: Array<{
    name: string
    label: string
    file: string
    format: 'yml'
    fields: Array<{
      name: 'asAtDate' | 'performanceApprovalDate'
      label: string
      hint: string
      widget: 'datetime'
      format: 'YYYY-MM-DD'
      date_format: 'YYYY-MM-DD'
      time_format: false
      picker_utc: true
      required: true
    }>
  }>
}

const dateField = (
  name: 'asAtDate' | 'performanceApprovalDate',
  label: string,
  hint: string,
): FiguresCollection['files'][number]['fields'][number] => ({
  name,
  label,
  hint,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
  required: true,
})

export function figuresCollection(brand: BrandId, brandName: string): FiguresCollection {
  return {
    name: `${brand}-figures`,
    label: `Figures approval (${brandName})`,
    editor: { preview: false },
    files: [
      {
        name: 'site-dates',
        label: 'As-at and approval dates',
        file: `content/${brand}/data/site.yaml`,
        format: 'yml',
        fields: [
          dateField(
            'asAtDate',
            'Figures as at',
            'The last day of the month the approved figures are as at. Pages show history rows up to this month only.',
          ),
          dateField(
            'performanceApprovalDate',
            'Approved on',
            'The day compliance approved the figures: on or after the as-at date.',
          ),
        ],
      },
    ],
  }
}

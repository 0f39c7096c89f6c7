/** One problem in one input file, located so an editor can jump to it. */
export interface InputProblem {
  file: string
  line: number
  field?: string
  message: string
}

export function formatProblem(p: InputProblem): string {
  const where = `${p.file}:${p.line}`
  return p.field ? `${where}  "${p.field}": ${p.message}` : `${where}  ${p.message}`
}

/**
 * Every problem found in a pass over the inputs, thrown once so none is hidden.
 * `unchecked`: what could not be checked because what it points to has one of
 * the problems (a link to a page that failed to load); listed apart, as no
 * problem of its own.
 */
export class InputError extends Error {
  constructor(
    readonly what: string,
    readonly problems: InputProblem[],
    readonly unchecked: InputProblem[] = [],
  ) {
    super(
      [
        `${what}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
        ...problems.map((p) => `  ${formatProblem(p)}`),
        ...(unchecked.length > 0
          ? [
              `Not checked until the problems above are fixed (${unchecked.length}):`,
              ...unchecked.map((p) => `  ${formatProblem(p)}`),
            ]
          : []),
      ].join('\n'),
    )
    this.name = 'InputError'
  }
}

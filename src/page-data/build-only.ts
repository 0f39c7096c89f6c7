/**
 * What a record carries for the build alone: the geometry a chart is drawn
 * from (src/site/build-time-markup.ts). The page data the browser fetches and
 * the state it hydrates from leave it out; the drawn markup stands for it.
 */
export interface BuildOnly<T> {
  /** Present while the build renders the page; absent in the browser. */
  buildOnly?: T
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Whether `value` holds build-only parts anywhere. */
export function hasBuildOnly(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasBuildOnly)
  if (!isObject(value)) return false
  return 'buildOnly' in value || Object.values(value).some(hasBuildOnly)
}

/** `value` without its build-only parts (a copy where there were some). */
export function withoutBuildOnly<T>(value: T): T {
  if (!hasBuildOnly(value)) return value
  if (Array.isArray(value)) return value.map(withoutBuildOnly) as T
  if (!isObject(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'buildOnly')
      .map(([key, v]) => [key, withoutBuildOnly(v)]),
  ) as T
}

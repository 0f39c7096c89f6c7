/**
 * A record without what it carries for the build alone (`BuildOnly`, in
 * src/model/build-only.ts): the page data the browser fetches and the
 * state it hydrates from leave it out.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Whether `value` holds build-only parts anywhere. */
export function hasBuildOnly(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasBuildOnly)
  if (!isObject(value)) return false
  return 'buildOnly' in value || Object.values(value).some(hasBuildOnly)
}

/**
 * `value` without its build-only parts, in one pass: a part that had none is
 * returned as it was, so only the objects on the way to one are copied.
 */
export function withoutBuildOnly<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.map(withoutBuildOnly)
    return (items.some((item, i) => item !== value[i]) ? items : value) as T
  }
  if (!isObject(value)) return value
  let changed = 'buildOnly' in value
  const entries = Object.entries(value).flatMap(([key, v]): Array<[string, unknown]> => {
    if (key === 'buildOnly') return []
    const kept = withoutBuildOnly(v)
    if (kept !== v) changed = true
    return [[key, kept]]
  })
  return (changed ? Object.fromEntries(entries) : value) as T
}

import type * as Lookup from './lookup'

/**
 * The redirect lookup as the browser loads it: the first time a path has no
 * page (an old address, a mistyped one), in a chunk of its own, since most
 * visits never need it. The edge and the preview server import it as usual.
 */
export function loadLookup(): Promise<typeof Lookup> {
  return import('./lookup')
}

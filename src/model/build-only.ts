/**
 * What a record carries for the build alone: the geometry a chart is drawn
 * from (src/site/build-time-markup.ts). The page data the browser fetches and
 * the state it hydrates from leave it out (src/page-data/build-only.ts); the
 * drawn markup stands for it.
 */
export interface BuildOnly<T> {
  /** Present while the build renders the page; absent in the browser. */
  buildOnly?: T
}

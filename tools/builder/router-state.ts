import { createContext, runInContext, type Context } from 'node:vm'

/**
 * The router's state in a prerendered page as data: TanStack Router writes it
 * as a script of its own (`<script data-tsr-stream-part>`) that differs on
 * every page, so a content security policy would need one hash per page. Here
 * it becomes a JSON data block, which no policy governs, read by a script
 * whose text is the same on every page: one hash for the whole site.
 */

/** The id of the data block the script reads. */
export const ROUTER_STATE_ID = 'tsr-router-state'

/** Where the router's script assigns the state, directly or once hydration starts, and what it runs after. */
const ASSIGN = '$_TSR.router='
const DEFERRED = '$_TSR.p(()=>'
const STREAM_END = ';$_TSR.e();'
/** The router's scripts: one, or several in a row where its state is large. */
const STREAM_PARTS = /(?:<script data-tsr-stream-part="">[\s\S]*?<\/script>\s*)+/g
const STREAM_PART = /<script data-tsr-stream-part="">([\s\S]*?)<\/script>/g

/**
 * Where the state has a value of a serialization adapter (a page's body, read
 * back from the document: src/page-data/page-body.ts), the JSON has
 * `{"$tsr-adapter": key, "value": …}`, which the script hands to the adapter.
 */
const ADAPTER = '$tsr-adapter'
const REVIVER = `function(k,v){return v&&typeof v=="object"&&${JSON.stringify(ADAPTER)} in v?$_TSR.t.get(v[${JSON.stringify(ADAPTER)}])(v.value):v}`

/**
 * The realm the router's state is evaluated in, one per thread: a new one a
 * page cost a fifth of rendering on a busy machine, reusing it next to
 * nothing (docs/performance.md, "Measurements behind the code"). Each evaluation is given its own `$R` and `$_TSR`, the
 * only names the serialized state refers to.
 */
let realm: Context | undefined

/** True when JSON gives back exactly this value: no undefined, no class instances, no NaN. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value !== 'object') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  // The state is made in another realm (vm): its plain objects have that realm's prototype.
  if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return false
  return Object.values(value).every(isPlainData)
}

/** True when the data has the adapter marker of its own (it could not be told apart). */
function hasMarker(value: unknown, made: ReadonlySet<unknown>): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (!made.has(value) && Object.prototype.hasOwnProperty.call(value, ADAPTER)) return true
  return Object.values(value).some((v) => hasMarker(v, made))
}

/**
 * Sets each match's `u` (when its data was loaded: the render's clock) to 0,
 * so that the same page renders to the same bytes in every build. The
 * browser only compares it with the time to judge the data stale, which data
 * loaded at build time, days before a visit, is either way.
 */
function withoutRenderTime(state: object): void {
  const matches = (state as { matches?: unknown }).matches
  if (!Array.isArray(matches)) return
  for (const match of matches as unknown[]) {
    if (typeof match === 'object' && match !== null && 'u' in match) match.u = 0
  }
}

/** JSON safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The page with its router state as a JSON block and a constant script (one
 * text where the router assigns the state at once, one where it waits for
 * hydration to bring the adapters), or unchanged where the state is not plain
 * data (a deferred promise, a date): the security headers step then finds and
 * names the page whose script differs.
 */
export function routerStateAsData(html: string): string {
  const runs = [...html.matchAll(STREAM_PARTS)]
  if (runs.length !== 1) return html
  const element = runs[0]?.[0]
  if (element === undefined) return html
  // Scripts in a row run as their statements one after the other.
  const script = [...element.matchAll(STREAM_PART)].map(([, text = '']) => text).join(';')
  const assign = script.indexOf(ASSIGN)
  const end = script.lastIndexOf(STREAM_END)
  if (assign < 0 || end < assign) return html
  const deferred = script.slice(0, assign).endsWith(DEFERRED)
  const head = deferred ? assign - DEFERRED.length : assign
  const tail = deferred ? ')' : ''
  const expression = script.slice(assign + ASSIGN.length, end)
  if (!expression.endsWith(tail)) return html
  const made = new Set<unknown>()
  const adapters = {
    get: (key: string) => (value: unknown) => {
      const marked = { [ADAPTER]: key, value }
      made.add(marked)
      return marked
    },
  }
  let state: unknown
  try {
    // The renderer's own output (seroval's: literals and calls, no loops),
    // evaluated with the references it closes over. No timeout: its watchdog
    // thread cost four times the evaluation.
    realm ??= createContext({})
    realm.$R = { tsr: [] }
    realm.$_TSR = { t: adapters }
    state = runInContext(`(${expression.slice(0, expression.length - tail.length)})`, realm)
  } catch {
    return html
  }
  if (state === null || typeof state !== 'object' || !isPlainData(state)) return html
  if (hasMarker(state, made)) return html
  withoutRenderTime(state)
  const read = `JSON.parse(j,${REVIVER})`
  const reader =
    `${script.slice(0, head)}(function(j){${deferred ? DEFERRED : ''}${ASSIGN}${read}${tail}})` +
    `(document.getElementById(${JSON.stringify(ROUTER_STATE_ID)}).textContent)${script.slice(end)}`
  // The data block carries the stream-part attribute too: the script's clean-up removes it with itself.
  const replacement =
    `<script type="application/json" id="${ROUTER_STATE_ID}" data-tsr-stream-part="">${scriptJson(state)}</script>` +
    `<script data-tsr-stream-part="">${reader}</script>`
  return html.replace(element, () => replacement)
}

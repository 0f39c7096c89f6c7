import type { TFunction, i18n as I18n } from 'i18next'

/** Per i18next instance: language, then call (key and options), to the string i18next gave. */
const rememberedByInstance = new WeakMap<I18n, Map<string, Map<string, string>>>()

/** What identifies a call whose result depends only on the strings: a key, and options of plain values. */
function callKey(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 1) return undefined
  const [options] = rest
  if (options === undefined) return key
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined
  const values = Object.values(options)
  if (!values.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) return undefined
  return `${key}\u0000${JSON.stringify(options)}`
}

/**
 * `t` that asks i18next once per instance, language and call. i18next copies
 * its whole options object, and runs its plural and interpolation steps, on
 * every call: on the server, which renders every page of a locale with one
 * instance, that was about 6 % of a render worker's time, for strings that
 * repeat from page to page (the footer, the language switcher, a date). Calls
 * with anything but plain values in their options go to i18next every time;
 * a key i18next does not know yet (its strings still loading) is not remembered.
 */
export function rememberedT(i18n: I18n, language: string, t: TFunction): TFunction {
  let byLanguage = rememberedByInstance.get(i18n)
  if (!byLanguage) rememberedByInstance.set(i18n, (byLanguage = new Map()))
  let remembered = byLanguage.get(language)
  if (!remembered) byLanguage.set(language, (remembered = new Map()))
  const strings = remembered
  // TFunction is typed key by key; this wrapper passes its arguments on unchanged.
  const call = t as unknown as (key: unknown, ...rest: unknown[]) => unknown
  const lookUp = (key: unknown, ...rest: unknown[]): unknown => {
    const id = callKey(key, rest)
    if (id === undefined) return call(key, ...rest)
    let text = strings.get(id)
    if (text === undefined) {
      text = String(call(key, ...rest))
      if (text !== key) strings.set(id, text)
    }
    return text
  }
  return lookUp as unknown as TFunction
}

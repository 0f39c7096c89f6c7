// @ts-check
import { readFileSync } from 'node:fs'

/**
 * Packages bundled into the build's scripts, not imported at run time, so that
 * classFieldsPlugin can reach them.
 */
export const INLINED_PACKAGES = ['markdown-it']

/** `_defineProperty(this, /** doc *\/ "map", ` in markdown-it 15's build: a field of an instance. */
const INSTANCE_FIELD =
  /_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*/g

/**
 * markdown-it's instance fields as assignments: `_defineProperty(this, "map",
 * null)` becomes `(this.map = null)`. Each call is a statement of its own, so
 * its value is never used. Returns the new source and how many it changed.
 * @param {string} source
 */
export function assignInstanceFields(source) {
  let changed = 0
  const contents = source.replace(INSTANCE_FIELD, (_, name) => {
    changed++
    return `(this.${name} = `
  })
  return { contents, changed }
}

/**
 * markdown-it 15 is compiled with its class fields lowered to a helper call
 * each, which converts the key, looks it up along the prototype chain, then
 * defines or assigns it under a computed name: a third of the time it takes
 * to parse and render the content (3,000 articles: 675 -> 410 ms). Its browser
 * build, with native class fields, is as slow. Assigning a field of an
 * instance does what defining it does when no prototype on the way has an
 * accessor or a read-only property of that name, which holds for every
 * markdown-it class (tested), and the output is the same (tested). Static
 * fields keep the helper.
 * @type {import('esbuild').Plugin}
 */
export const classFieldsPlugin = {
  name: 'markdown-it-class-fields',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]markdown-it[\\/]dist[\\/][^\\/]+\.mjs$/ },
      (args) => {
        const { contents, changed } = assignInstanceFields(readFileSync(args.path, 'utf8'))
        return changed > 0 ? { contents, loader: 'js' } : undefined
      },
    )
  },
}

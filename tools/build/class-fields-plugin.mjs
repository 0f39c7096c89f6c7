// @ts-check
import { readFileSync } from 'node:fs'

/**
 * Packages bundled into the build's scripts, not imported at run time, so that
 * classFieldsPlugin can reach them.
 */
export const INLINED_PACKAGES = ['markdown-it']

/** The start of the helper markdown-it 15's build defines every class field through. */
export const FIELD_HELPER = 'function _defineProperty(e, r, t) {\n'

/**
 * markdown-it 15 is compiled with its class fields lowered to a helper call
 * each (`_defineProperty(this, "map", null)`), which converts the key and
 * looks it up along the prototype chain before defining it: a third of the
 * time it takes to parse and render the content (700 -> 510 ms for 3,000
 * articles; its browser build, with native class fields, is as slow). On an
 * instance the helper's result is that of an assignment, as no prototype of
 * markdown-it has an accessor or read-only property (tested), so instances
 * get the assignment; static fields (on a class) keep the helper's full path.
 * The output is the same (tested).
 * @type {import('esbuild').Plugin}
 */
export const classFieldsPlugin = {
  name: 'markdown-it-class-fields',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]markdown-it[\\/]dist[\\/][^\\/]+\.mjs$/ },
      (args) => {
        const source = readFileSync(args.path, 'utf8')
        if (source.split(FIELD_HELPER).length !== 2) return undefined
        const contents = source.replace(
          FIELD_HELPER,
          `${FIELD_HELPER}\tif (typeof e !== "function") return e[r] = t, e;\n`,
        )
        return { contents, loader: 'js' }
      },
    )
  },
}

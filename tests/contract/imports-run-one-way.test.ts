import { describe, expect, it } from 'vitest'
import { describeCircle, folderCircles, folderImports, folderOf } from './folder-graph'
import { importCircles, importsOf, sourceFiles } from './import-graph'

/**
 * No module imports itself back through others, and no folder either, types
 * included: the page model reads bottom up (fields and schemas, front matter,
 * content, catalog, page types, registry), the folders in the order of
 * docs/architecture.md ("Layers"), the browser's code never needs the build's,
 * and a reader can follow any module or folder down without meeting it again.
 */

const FOLDERS = ['src', 'sw', 'tools']

/**
 * Folder imports that still close a circle, each with the change that removes
 * it. `src/i18n/i18n.ts` imports the sign-in's and the charts' string types to
 * type every translation; with a locale as data (#45, point 1) each feature
 * registers its own strings with i18n, and both imports go. An entry whose
 * import is gone fails the last test here: delete the entry then.
 */
const WAITING_FOR_FEATURES_TO_REGISTER_STRINGS = [
  { from: 'src/i18n', to: 'src/auth' },
  { from: 'src/i18n', to: 'src/components' },
] as const

const isWaiting = ({ from, to }: { from: string; to: string }) =>
  WAITING_FOR_FEATURES_TO_REGISTER_STRINGS.some((w) => w.from === from && w.to === to)

describe('imports run one way', () => {
  const files = FOLDERS.flatMap(sourceFiles)
  const graph = new Map(files.map((file) => [file, importsOf(file)]))
  const folders = folderImports(graph, folderOf)

  it('no module of src, sw or tools imports itself back', () => {
    expect(graph.size).toBeGreaterThan(100)
    expect(importCircles(graph)).toEqual([])
  })

  it('no folder of src, sw or tools imports itself back', () => {
    expect(new Set(folders.map((e) => e.from)).size).toBeGreaterThan(20)
    const circles = folderCircles(folders.filter((e) => !isWaiting(e)))
    expect(
      circles.map(describeCircle).join('\n\n'),
      'Folders that import each other: move what the lower one needs below it (docs/architecture.md, "Layers")',
    ).toBe('')
  })

  it('each folder import waiting for its change is still there', () => {
    const gone = WAITING_FOR_FEATURES_TO_REGISTER_STRINGS.filter(
      (w) => !folders.some((e) => e.from === w.from && e.to === w.to),
    )
    expect(gone, 'gone: delete these from WAITING_FOR_FEATURES_TO_REGISTER_STRINGS').toEqual([])
  })
})

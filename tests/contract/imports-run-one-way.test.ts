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
    const circles = folderCircles(folders)
    expect(
      circles.map(describeCircle).join('\n\n'),
      'Folders that import each other: move what the lower one needs below it (docs/architecture.md, "Layers")',
    ).toBe('')
  })
})

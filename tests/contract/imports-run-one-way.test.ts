import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No module imports itself back through others, types included: the page
 * model reads bottom up (fields and schemas, front matter, content, catalog,
 * page types, registry), the browser's code never needs the build's, and a
 * reader can follow any module down without meeting it again.
 */

const FOLDERS = ['src', 'sw', 'tools']
const SOURCE = /\.(ts|tsx|mts)$/
const TEST = /\.test\.(ts|tsx)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !TEST.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/** The project files a module imports or re-exports, types included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .flatMap((name) => {
      const base = path.join(path.dirname(file), name)
      const found = [`${base}.ts`, `${base}.tsx`, base, path.join(base, 'index.ts')].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      )
      return found ? [found] : []
    })
}

/** The groups of modules that import each other, directly or not (Tarjan's strongly connected components). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (node: string) => {
    order.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!order.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(to) ?? 0))
      }
    }
    if (low.get(node) !== order.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.includes(node)) circles.push(group.sort())
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return circles
}

describe('imports run one way', () => {
  it('finds a circle of three modules, and none in a chain', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(importCircles(circle)).toEqual([['a', 'b', 'c']])
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })

  it('no module of src, sw or tools imports itself back', () => {
    const files = FOLDERS.flatMap(sourceFiles)
    const graph = new Map(files.map((file) => [file, importsOf(file)]))
    expect(graph.size).toBeGreaterThan(100)
    expect(importCircles(graph)).toEqual([])
  })
})

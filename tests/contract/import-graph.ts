import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** A module graph: each node and the nodes it imports. */
export type Graph = ReadonlyMap<string, readonly string[]>

const SOURCE = /\.(ts|tsx|mts)$/
const TEST = /\.test\.(ts|tsx)$/

/** The modules under a folder, tests left out (a test may import anything it checks). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !TEST.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/** The project files a module imports or re-exports, types included. */
export function importsOf(file: string): string[] {
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

/** The groups of nodes that reach each other, directly or not (Tarjan's strongly connected components). */
export function importCircles(graph: Graph): string[][] {
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

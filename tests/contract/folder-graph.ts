import type { Graph } from './import-graph.ts'
import { importCircles } from './import-graph.ts'

/**
 * A folder is a file's first two path segments (`src/model/charts/scales.ts`
 * is in `src/model`); a file directly under a top folder (`src/router.tsx`,
 * `tools/exit.ts`) is in that top folder. Deeper folders belong to theirs: a
 * folder is what a README describes and a reader learns as one piece. A
 * generated file is in the folder it sits in (`src/routeTree.gen.ts` in `src`).
 */
export function folderOf(file: string): string {
  const [top, second, ...rest] = file.split('/')
  if (top === undefined) return file
  return second === undefined || rest.length === 0 ? top : `${top}/${second}`
}

/** One file importing another, across folders. */
export interface FileImport {
  from: string
  to: string
}

/** Folder A imports folder B; the file imports that make it so. */
export interface FolderImport {
  from: string
  to: string
  files: FileImport[]
}

/** The folders' graph, each edge with the file imports behind it; imports within a folder are left out. */
export function folderImports(files: Graph, folder: (file: string) => string): FolderImport[] {
  const edges = new Map<string, FolderImport>()
  for (const [from, targets] of files) {
    for (const to of targets) {
      const a = folder(from)
      const b = folder(to)
      if (a === b) continue
      const key = `${a} → ${b}`
      const edge = edges.get(key) ?? { from: a, to: b, files: [] }
      edge.files.push({ from, to })
      edges.set(key, edge)
    }
  }
  return [...edges.values()]
}

/** A group of folders that import each other, and every folder import between them. */
export interface FolderCircle {
  folders: string[]
  imports: FolderImport[]
}

/** The groups of folders that import each other, directly or through others. */
export function folderCircles(edges: readonly FolderImport[]): FolderCircle[] {
  const graph = new Map<string, string[]>()
  for (const { from, to } of edges) {
    graph.set(from, [...(graph.get(from) ?? []), to])
    if (!graph.has(to)) graph.set(to, [])
  }
  return importCircles(graph).map((folders) => ({
    folders,
    imports: edges
      .filter((e) => folders.includes(e.from) && folders.includes(e.to))
      .sort((a, b) => a.files.length - b.files.length || a.from.localeCompare(b.from)),
  }))
}

const SHOWN = 4

/**
 * A circle as the next engineer needs it: its folders, then each folder
 * import in it, fewest file imports first (those are usually the ones to
 * move), with the files that make it.
 */
export function describeCircle({ folders, imports }: FolderCircle): string {
  const lines = imports.map(({ from, to, files }) => {
    const shown = files.slice(0, SHOWN).map((f) => `\n      ${f.from} → ${f.to}`)
    const more = files.length > SHOWN ? `\n      … and ${files.length - SHOWN} more` : ''
    return `    ${from} → ${to} (${files.length}):${shown.join('')}${more}`
  })
  return [`  ${folders.join(', ')} import each other:`, ...lines].join('\n')
}

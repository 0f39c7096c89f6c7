import path from 'node:path'
import type { FSWatcher } from 'vite'

export interface WatchContentOptions {
  /** Folders whose every file is content (Markdown, data YAML, static files). */
  dirs: string[]
  /** Single files that are content too (the redirect table). */
  files: string[]
  /** Called with the files changed since the last call, once they have stopped changing. */
  onChange: (files: string[]) => Promise<void>
  /** How long the files must be quiet first: an editor's save is often several events. */
  quietMs?: number
}

/** Whether a changed file belongs to the content the dev server watches. */
export function isContentFile(
  file: string,
  { dirs, files }: Pick<WatchContentOptions, 'dirs' | 'files'>,
): boolean {
  const resolved = path.resolve(file)
  return (
    files.some((f) => path.resolve(f) === resolved) ||
    dirs.some((dir) => resolved.startsWith(path.resolve(dir) + path.sep))
  )
}

/**
 * Watches the content with Vite's own watcher (a content folder outside the
 * project is added to it) and reports each burst of changes once. Returns a
 * function that stops listening.
 */
export function watchContent(watcher: FSWatcher, options: WatchContentOptions): () => void {
  const { onChange, quietMs = 60 } = options
  watcher.add([...options.dirs, ...options.files])
  const changed = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const report = () => {
    const files = [...changed]
    changed.clear()
    void onChange(files)
  }
  const listener = (_event: string, file: string) => {
    if (!isContentFile(file, options)) return
    changed.add(file)
    clearTimeout(timer)
    timer = setTimeout(report, quietMs)
  }
  watcher.on('all', listener)
  return () => {
    clearTimeout(timer)
    watcher.off('all', listener)
  }
}

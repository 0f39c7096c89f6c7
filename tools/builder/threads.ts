import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'

export interface ThreadOptions {
  /** The module whose default export runs each task. */
  module: string
  /** Given once to every thread (`workerData`). */
  setup?: unknown
}

/**
 * The build's one way to run work in other threads: a piscina pool, one
 * thread per core. Its threads start at once, so they load their modules
 * while this thread goes on.
 */
export function startThreads({ module, setup }: ThreadOptions): Piscina {
  const threads = availableParallelism()
  return new Piscina({
    filename: module,
    minThreads: threads,
    maxThreads: threads,
    workerData: setup,
    // Not the parent's: the module is plain JavaScript (Vite built it), and a
    // test runner's or tsx's loader would otherwise see every module it imports.
    execArgv: [],
    idleTimeout: Infinity,
  })
}

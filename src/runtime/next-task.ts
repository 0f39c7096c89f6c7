interface Scheduler {
  yield(): Promise<void>
}

/**
 * Resolves in a new task, so the browser may paint and handle input in
 * between: start-up work split this way never makes one long task on a slow
 * phone. `scheduler.yield()` keeps this page's place in the queue; elsewhere a
 * zero-delay timeout does the same job.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

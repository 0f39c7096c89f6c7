const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * While a task runs, a stop signal (Ctrl-C, SIGTERM, a closed terminal) first
 * runs `settle`, synchronously, then stops the process with that signal as it
 * would have been without the handler. Returns the function that removes it.
 */
export function onStopSignal(settle: () => void): () => void {
  const handler = (signal: NodeJS.Signals) => {
    remove()
    try {
      settle()
    } finally {
      // Raised again with no handler of ours: the default action, or that of
      // whoever listened first (tsx's relays it to its parent, then exits).
      process.kill(process.pid, signal)
    }
  }
  const remove = () => {
    for (const signal of STOP_SIGNALS) process.off(signal, handler)
  }
  for (const signal of STOP_SIGNALS) process.on(signal, handler)
  return remove
}

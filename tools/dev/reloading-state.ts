/** The outcome of one load: the value, or why there is none. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown }

export interface ReloadingState<T> {
  /** The latest load's outcome; waits while a load is under way, so no request sees stale content. */
  current(): Promise<Loaded<T>>
  /**
   * Loads again, after the load under way if there is one. Asked again before
   * that next load has started, it answers with that same load: a file saved
   * during a load is never missed, and loads never overlap or pile up.
   */
  reload(): Promise<Loaded<T>>
}

/** Holds what `load` makes, and makes it again when asked; loads run one at a time. */
export function reloadingState<T>(load: () => Promise<T>): ReloadingState<T> {
  const attempt = (): Promise<Loaded<T>> =>
    load().then(
      (value) => ({ ok: true, value }),
      (error: unknown) => ({ ok: false, error }),
    )
  let latest = attempt()
  let queued: Promise<Loaded<T>> | undefined
  return {
    current: () => latest,
    reload() {
      if (queued) return queued
      const next = latest.then(() => {
        queued = undefined
        return attempt()
      })
      queued = next
      latest = next
      return next
    },
  }
}

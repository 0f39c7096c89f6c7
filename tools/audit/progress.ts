/** The part of a stream the progress display needs (process.stderr, or a fake in tests). */
export interface ProgressStream {
  isTTY?: boolean
  write(chunk: string): boolean
}

export interface Progress {
  /** Starts a step: a spinner with the label, the latest detail and the elapsed seconds. */
  start(label: string): void
  /** Replaces the detail shown after the label, e.g. "12/21 article fr". */
  update(detail: string): void
  /**
   * A milestone of a long step (a page measured): the detail on a terminal, a
   * line of its own where the stream is not one (a CI log), so a step of
   * minutes never goes silent there.
   */
  log(detail: string): void
  /** Ends the step, clearing the line and printing `final` (if given) in its place. */
  stop(final?: string): void
  /** Runs `work` as one step, stopping the spinner whatever happens. */
  step<T>(label: string, work: () => Promise<T>): Promise<T>
}

export interface ProgressOptions {
  stream?: ProgressStream
  /** Defaults to whether the stream is a terminal: CI logs stay clean. */
  enabled?: boolean
  /** Milestones (`log`) as plain lines; defaults to whether the stream is not a terminal. */
  lines?: boolean
  /** Milliseconds between frames. */
  interval?: number
  /** Milliseconds a step runs before the spinner appears, so quick steps draw nothing. */
  delay?: number
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']
const CLEAR_LINE = '\r\x1b[2K'

/**
 * A one-line spinner on stderr for steps that take more than a moment. It
 * draws nothing when stderr is not a terminal, so piped and CI output holds
 * only the results.
 */
export function createProgress({
  stream = process.stderr,
  enabled = stream.isTTY === true,
  lines = stream.isTTY !== true,
  interval = 100,
  delay = 300,
}: ProgressOptions = {}): Progress {
  let label = ''
  let detail = ''
  let started = 0
  let frame = 0
  let drawn = false
  let timer: ReturnType<typeof setInterval> | undefined

  const draw = () => {
    const elapsed = performance.now() - started
    if (elapsed < delay) return
    const glyph = FRAMES[frame++ % FRAMES.length] ?? '*'
    const seconds = `${(elapsed / 1000).toFixed(0)} s`
    const columns = 'columns' in stream && typeof stream.columns === 'number' ? stream.columns : 0
    const width = columns >= 20 ? columns : 100
    const line = `${glyph} ${label}${detail ? `  ${detail}` : ''}  ${seconds}`
    stream.write(`${CLEAR_LINE}${line.slice(0, Math.max(10, width - 1))}`)
    drawn = true
  }

  const stop = (final?: string) => {
    if (!enabled) return
    if (timer) clearInterval(timer)
    timer = undefined
    if (drawn) stream.write(CLEAR_LINE)
    drawn = false
    if (final) stream.write(`${final}\n`)
  }

  const progress: Progress = {
    start(next) {
      if (!enabled) return
      stop()
      label = next
      detail = ''
      started = performance.now()
      timer = setInterval(draw, interval)
      timer.unref()
    },
    update(next) {
      detail = next
    },
    log(next) {
      if (enabled) detail = next
      else if (lines) stream.write(`${next}\n`)
    },
    stop,
    async step(next, work) {
      progress.start(next)
      try {
        return await work()
      } finally {
        stop()
      }
    },
  }
  return progress
}

/** A progress display that never draws (library calls, tests). */
export const silentProgress: Progress = createProgress({ enabled: false, lines: false })

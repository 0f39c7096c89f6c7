/**
 * The specification's token-refresh retries (sections 4 and 9): transient
 * failures are retried with exponential backoff and random jitter, until the
 * next wait would pass 5 minutes. Anything else is an answer, not a failure
 * to retry.
 */
export const REFRESH_BACKOFF_CAP_MS = 5 * 60 * 1000
const BASE_MS = 100
const JITTER_MS = 100

/**
 * The wait before retry `attempt` (1-based) given `random` in [0, 1):
 * 2^attempt × 100 ms plus up to 100 ms of jitter; null once that passes the
 * cap (the 12th), when the caller gives up. About 6.8 minutes in all.
 */
export function backoffDelay(attempt: number, random: number): number | null {
  const delay = 2 ** attempt * BASE_MS + JITTER_MS * random
  return delay > REFRESH_BACKOFF_CAP_MS ? null : delay
}

/** Provider error codes that say "try again later" rather than "no". */
const TRANSIENT_CODES = new Set([
  'NetworkError',
  'InternalErrorException',
  'ServiceUnavailableException',
  'TooManyRequestsException',
  'ThrottlingException',
  'RequestTimeout',
])

export function isTransientFailure(failure: { code?: string; status?: number }): boolean {
  return (
    (failure.code !== undefined && TRANSIENT_CODES.has(failure.code)) ||
    (failure.status !== undefined && (failure.status >= 500 || failure.status === 429))
  )
}

export interface RetryClock {
  sleep(ms: number): Promise<void>
  random(): number
}

export const REAL_CLOCK: RetryClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
}

/** Runs `task`, retrying while `transient` says its failure is, and the backoff allows. */
export async function retryTransient<T>(
  task: () => Promise<T>,
  transient: (error: unknown) => boolean,
  clock: RetryClock = REAL_CLOCK,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      const delay = transient(error) ? backoffDelay(attempt, clock.random()) : null
      if (delay === null) throw error
      await clock.sleep(delay)
    }
  }
}

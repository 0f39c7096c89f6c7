import { AuthError } from './client'
import { AUTH_MESSAGES } from './errors'

/** The specification's automatic sign-in after link confirmation: every 5 s for up to 3 minutes. */
export const AUTO_SIGN_IN_INTERVAL_MS = 5_000
export const AUTO_SIGN_IN_TIMEOUT_MS = 3 * 60_000

export interface PollClock {
  now(): number
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const REAL_POLL_CLOCK: PollClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const id = setTimeout(resolve, ms)
      signal?.addEventListener('abort', () => {
        clearTimeout(id)
        reject(signal.reason as Error)
      })
    }),
}

/**
 * Calls `attempt` now and every 5 s until it gives a value (undefined means
 * "not yet": the link is not followed yet). An attempt's error ends the
 * poll; so does the signal. After 3 minutes: `Please use your credentials to
 * sign in`.
 */
export async function pollUntilSignedIn<T>(
  attempt: () => Promise<T | undefined>,
  clock: PollClock = REAL_POLL_CLOCK,
  signal?: AbortSignal,
): Promise<T> {
  const deadline = clock.now() + AUTO_SIGN_IN_TIMEOUT_MS
  for (;;) {
    signal?.throwIfAborted()
    const result = await attempt()
    if (result !== undefined) return result
    if (clock.now() + AUTO_SIGN_IN_INTERVAL_MS > deadline) {
      throw new AuthError(AUTH_MESSAGES.autoSignIn, 'AutoSignInTimeout')
    }
    await clock.sleep(AUTO_SIGN_IN_INTERVAL_MS, signal)
  }
}

import { describe, expect, it } from 'vitest'
import { AUTO_SIGN_IN_INTERVAL_MS, pollUntilSignedIn, type PollClock } from './auto-sign-in'

/** A clock that moves only when the poll sleeps. */
function fakeClock(): PollClock & { sleeps: number[] } {
  let now = 0
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
  }
}

describe('pollUntilSignedIn', () => {
  it('tries every 5 s until the link is followed', async () => {
    const clock = fakeClock()
    let tries = 0
    const result = await pollUntilSignedIn(
      async () => (++tries === 4 ? 'signed in' : undefined),
      clock,
    )
    expect(result).toBe('signed in')
    expect(clock.sleeps).toEqual([5000, 5000, 5000])
  })

  it('gives up after 3 minutes with "Please use your credentials to sign in"', async () => {
    const clock = fakeClock()
    let tries = 0
    const outcome = await pollUntilSignedIn(async () => void tries++, clock).catch(
      (e: unknown) => e,
    )
    expect(outcome).toMatchObject({ message: 'Please use your credentials to sign in' })
    // Tries at 0, 5, ..., 180 s: 37, and never a wait past the 3 minutes.
    expect(tries).toBe(37)
    expect(clock.now()).toBe(180_000)
    expect(clock.sleeps.every((ms) => ms === AUTO_SIGN_IN_INTERVAL_MS)).toBe(true)
  })

  it('stops on an attempt’s error, and when aborted', async () => {
    await expect(
      pollUntilSignedIn(async () => Promise.reject(new Error('wrong password')), fakeClock()),
    ).rejects.toThrow('wrong password')
    const controller = new AbortController()
    controller.abort(new Error('left the page'))
    await expect(
      pollUntilSignedIn(async () => undefined, fakeClock(), controller.signal),
    ).rejects.toThrow('left the page')
  })
})

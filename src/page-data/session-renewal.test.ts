import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../runtime/retry'
import { withSessionRenewal } from './session-renewal'

const HREF = '/news/?page=2'
const refused = () => new HttpStatusError('/page-data/news/page-data.json', 401)

/** A load that fails with each of `failures` in turn, then succeeds; its calls counted. */
function loadFailing(...failures: Error[]) {
  const calls = { count: 0 }
  const load = async () => {
    const failure = failures[calls.count++]
    if (failure) throw failure
    return 'record'
  }
  return { load, calls }
}

const stay = (href: string): Promise<never> => Promise.reject(new Error(`left for ${href}`))

describe('withSessionRenewal', () => {
  it('renews the session after a 401 and loads once more', async () => {
    const { load, calls } = loadFailing(refused())
    const renewed: string[] = []
    const renew = async (href: string) => (renewed.push(href), true as const)
    await expect(withSessionRenewal(load, HREF, renew, stay)).resolves.toBe('record')
    expect(calls.count).toBe(2)
    expect(renewed).toEqual([HREF])
  })

  it('retries only once: a second 401 is the error', async () => {
    const { load, calls } = loadFailing(refused(), refused())
    const result = withSessionRenewal(load, HREF, async () => true, stay)
    await expect(result).rejects.toMatchObject({ status: 401 })
    expect(calls.count).toBe(2)
  })

  it('sends the visitor where the renewal says when the session cannot be renewed', async () => {
    const { load, calls } = loadFailing(refused())
    const signIn = '/sign-in/?next=%2Fnews%2F%3Fpage%3D2&reason=refreshRevoked'
    await expect(withSessionRenewal(load, HREF, async () => signIn, stay)).rejects.toThrow(
      `left for ${signIn}`,
    )
    expect(calls.count).toBe(1)
  })

  it('leaves other failures, and builds without sign-in, alone', async () => {
    const missing = new HttpStatusError('/page-data/news/page-data.json', 500)
    let renewals = 0
    const renew = async () => (renewals++, true as const)
    await expect(withSessionRenewal(loadFailing(missing).load, HREF, renew, stay)).rejects.toBe(
      missing,
    )
    await expect(
      withSessionRenewal(loadFailing(refused()).load, HREF, undefined, stay),
    ).rejects.toMatchObject({ status: 401 })
    expect(renewals).toBe(0)
  })
})

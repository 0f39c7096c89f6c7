import { describe, expect, it } from 'vitest'
import { createRedirectTable } from '../redirects/lookup'
import { redirectsHandler } from './redirects'

const handle = redirectsHandler(
  createRedirectTable([
    {
      fromPath: '/fr/who-we-are/',
      toPath: '/fr/qui-sommes-nous/',
      isPermanent: false,
      ignoreCase: true,
      redirectInBrowser: true,
    },
    {
      fromPath: '/moved/',
      toPath: '/here/',
      isPermanent: true,
      ignoreCase: false,
      redirectInBrowser: false,
    },
  ]),
)
const get = (url: string, method = 'GET') =>
  handle(new Request(`http://127.0.0.1${url}`, { method }))

describe('redirectsHandler', () => {
  it('answers an old path with a temporary redirect that keeps the query', async () => {
    const res = await get('/fr/who-we-are/?a=1')
    expect(res?.status).toBe(302)
    expect(res?.headers.get('location')).toBe('/fr/qui-sommes-nous/?a=1')
  })

  it('matches another letter case only when the row ignores case', async () => {
    expect((await get('/FR/Who-We-Are/'))?.status).toBe(302)
    expect(await get('/MOVED/')).toBeUndefined()
  })

  it('uses 301 for permanent rows and passes on everything else', async () => {
    expect((await get('/moved/'))?.status).toBe(301)
    expect(await get('/fr/qui-sommes-nous/')).toBeUndefined()
    expect(await get('/fr/who-we-are/', 'POST')).toBeUndefined()
  })
})

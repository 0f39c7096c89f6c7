import { expect, test } from '@playwright/test'
import { waitForCachedCopy, waitForController, waitForHydration } from './support'

test.use({ serviceWorkers: 'allow' })

test('a repeat visit online asks the network for the page only: scripts, data and images come from the worker', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForController(page)
  // The first visit was not the worker's: one visit through it caches the page's data and images.
  await page.reload()
  await waitForHydration(page)
  await waitForCachedCopy(page, '/page-data/index/page-data.json')

  const network: string[] = []
  const pathOf = (url: string) => new URL(url).pathname
  // What the worker fetches, and what the page fetches past it.
  context.on('request', (r) => {
    if (r.serviceWorker()) network.push(pathOf(r.url()))
  })
  page.on('requestfinished', async (r) => {
    if (!(await r.response())?.fromServiceWorker()) network.push(pathOf(r.url()))
  })
  const served: string[] = []
  page.on('response', (r) => {
    if (r.fromServiceWorker()) served.push(pathOf(r.url()))
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')

  expect(network).toEqual(['/'])
  expect(served.filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(0)
  expect(served.some((p) => p.startsWith('/images/'))).toBe(true)
  expect(served.some((p) => p.startsWith('/page-data/sq/'))).toBe(true)
})

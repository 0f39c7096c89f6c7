import { expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, findTestChromium } from '../../tools/browser/find-chromium'
import { waitForHydration } from './support'

const PORT = Number(process.env.E2E_PORT ?? 4310)
const HOST = 'insecure.test'

// A name other than localhost over plain HTTP, still answered by 127.0.0.1.
const executablePath = findTestChromium()
test.use({
  serviceWorkers: 'allow',
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
})

test('over plain HTTP on a name other than localhost the worker is not registered, and the console says why', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await page.goto(`http://${HOST}:${PORT}/`)
  await waitForHydration(page)
  await expect.poll(() => warnings).toContain('Service workers need HTTPS or localhost')
  // The case under test: the browser itself sees an insecure context.
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false)
})

import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../browser/find-chromium'
import { startPreview } from '../preview/server'

/**
 * Serves a built site on 127.0.0.1 (the project's preview server) and runs
 * `measure` with its address and a Chromium; both are stopped afterwards.
 */
export async function withSiteInChromium<T>(
  siteDir: string,
  measure: (site: { url: string; browser: Browser }) => Promise<T>,
): Promise<T> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium found: run `npm run tools -- ensure-browser`')
  const server = await startPreview({ root: siteDir, port: 0, fallbackPorts: 0 })
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    return await measure({ url: server.url, browser })
  } finally {
    await browser.close()
    await server.close()
  }
}

import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tools/browser/find-chromium'

const PORT = Number(process.env.E2E_PORT ?? 4310)
const serve = (brand: string, port: number) => ({
  command: `node tools/run.mjs build --brand ${brand} --out .build/e2e-${brand} && node tools/run.mjs preview --dir .build/e2e-${brand} --port ${port} --strict-port`,
  cwd: '..',
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'pipe' as const,
})
const executablePath = findChromium()
if (!executablePath) {
  throw new Error('No Chromium found: run "npm run tools -- ensure-browser" or set CHROME_PATH.')
}

/** Browser tests run against the real build, served by the project's own preview server. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Specs that are not about the service worker see the network as the page asks for it
    // (page.route cannot intercept what a worker answers); worker specs allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Both brands are built from the same code and served by the project's own preview server.
  webServer: [serve('edgepoint', PORT), serve('cymbria', PORT + 1)],
})

import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findTestChromium } from '../tools/browser/find-chromium'
import { E2E_PORT as PORT, SIGN_IN_SITE } from './e2e/ports'

const serve = (brand: string, port: number) => ({
  command: `node tools/run.mjs build --brand ${brand} --out .build/e2e-${brand} && node tools/run.mjs preview --dir .build/e2e-${brand} --port ${port} --strict-port`,
  cwd: '..',
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'pipe' as const,
})
/** Cymbria with sign-in, built and served as `npm run start:cymbria` does, against its own cognito-local. */
const serveWithSignIn = () => ({
  command: `node tools/run.mjs start-cymbria --port ${SIGN_IN_SITE.port} --cognito-port ${SIGN_IN_SITE.cognitoPort} --data ${SIGN_IN_SITE.dataDir} --out .build/e2e-cymbria-sign-in`,
  cwd: '..',
  // A public file: every page redirects a signed-out visitor.
  url: `${SIGN_IN_SITE.origin}/robots.txt`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  stdout: 'pipe' as const,
})
const executablePath = findTestChromium()
if (!executablePath) {
  throw new Error('No Chromium found: run "npm run tools -- ensure-browser" or set CHROME_PATH.')
}

/** Browser tests run against the real build, served by the project's own preview server. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  // The visual check's committed screenshots, one file per page and width, the same on every machine.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its actions, network, console and a screenshot; the DOM snapshots
    // and screencast a full trace adds cost a fifth of the browser tests' time (71 s -> 54 s
    // for the portfolio and template specs), so they are left out.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // Specs that are not about the service worker see the network as the page asks for it
    // (page.route cannot intercept what a worker answers); worker specs allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Both brands are built from the same code and served by the project's own preview server;
  // Cymbria a second time with sign-in, against a user pool on 127.0.0.1.
  webServer: [serve('edgepoint', PORT), serve('cymbria', PORT + 1), serveWithSignIn()],
})

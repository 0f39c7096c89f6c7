/**
 * The ports of the browser tests, from E2E_PORT (each person or CI job its
 * own): Edgepoint at E2E_PORT and Cymbria at +1 (tests/playwright.config.ts),
 * and the servers specs start themselves (the release specs' at +8 and +9).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)

/**
 * Cymbria built with sign-in (`start-cymbria`) at +2, against cognito-local at +3
 * whose data (the pool's ids in `pool.json`, its log with the codes it "sent")
 * lives in `dataDir`, relative to the project.
 */
export const SIGN_IN_SITE = {
  port: E2E_PORT + 2,
  origin: `http://127.0.0.1:${E2E_PORT + 2}`,
  cognitoPort: E2E_PORT + 3,
  dataDir: '.build/e2e-cognito',
}

/** The dev server's spec starts its own server here. */
export const DEV_SERVER_PORT = E2E_PORT + 4

/** The CMS specs start the content editor (`tools cms`) here, one port each; a built copy of the site at +12. */
export const CMS_PORTS = {
  simple: E2E_PORT + 10,
  workflow: E2E_PORT + 11,
  site: E2E_PORT + 12,
  built: E2E_PORT + 13,
  thumbnails: E2E_PORT + 14,
  saves: E2E_PORT + 15,
}

import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Arguments that keep a headless Chromium quiet on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

function playwrightOwn(): string | undefined {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
    return out && existsSync(out) ? out : undefined
  } catch {
    return undefined
  }
}

/** The Chromium to drive: `CHROME_PATH`, then Debian's, then Playwright's own download. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? playwrightOwn()
}

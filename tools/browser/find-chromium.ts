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
/**
 * Debian's package of Chromium's headless shell: the build Playwright itself runs
 * headless tests in. It draws pages as the full browser does (the visual check's
 * screenshots pass in both) with less of the full browser's work around them: the
 * browser tests take about a third less time in it (docs/performance.md).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

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
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  const fromEnv = env.CHROME_PATH
  if (fromEnv) return exists(fromEnv) ? fromEnv : undefined
  return SYSTEM_PATHS.find((p) => exists(p)) ?? playwrightOwn()
}

/**
 * The Chromium of the browser tests: `CHROME_PATH` when set, then Debian's
 * headless shell, then `findChromium`'s. Lighthouse and the benchmarks keep
 * the full browser (`findChromium`), which is what they measure.
 */
export function findTestChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (!env.CHROME_PATH && exists(HEADLESS_SHELL)) return HEADLESS_SHELL
  return findChromium(env, exists)
}

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { CommandModule } from 'yargs'
import { findChromium, findTestChromium } from '../browser/find-chromium'

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

/** Whether fontconfig knows a font with Chinese glyphs; undefined where there is no fontconfig. */
function hasChineseFont(): boolean | undefined {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (listed.error || listed.status !== 0) return undefined
  return listed.stdout.trim() !== ''
}

/**
 * Installs Debian's Noto CJK fonts where no font has Chinese glyphs: Debian's
 * chromium brings none, and Chinese pages would show boxes (the site's font
 * stack names Noto Sans CJK). True when a Chinese font is there afterwards.
 */
export function ensureChineseFont(): boolean {
  if (hasChineseFont() !== false) return true
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false
  console.log("No font with Chinese glyphs: installing Debian's fonts-noto-cjk…")
  return (
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', 'fonts-noto-cjk']) &&
    hasChineseFont() === true
  )
}

/**
 * Finds a Chromium, installing one where this machine allows it. A fresh Debian
 * gets the full browser (Lighthouse) and its headless shell (the browser tests,
 * `findTestChromium`); a machine that has a Chromium keeps it.
 */
export function ensureBrowser(): string | undefined {
  const found = findChromium()
  if (found) return found
  if (process.env.CHROME_PATH) return undefined
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium and chromium-headless-shell…")
    const install = (...packages: string[]) => run('apt-get', ['install', '-y', '-qq', ...packages])
    // An older Debian has no headless shell package: the tests then run in the full browser.
    if (
      run('apt-get', ['update', '-qq']) &&
      (install('chromium', 'chromium-headless-shell') || install('chromium'))
    ) {
      return findChromium()
    }
  } else if (process.platform !== 'linux' || !isRoot) {
    console.log("No Chromium found: downloading Playwright's…")
    if (run('npx', ['playwright', 'install', 'chromium'])) return findChromium()
  }
  return undefined
}

export const ensureBrowserCommand: CommandModule = {
  command: 'ensure-browser',
  describe:
    'Find a Chromium and a Chinese font for the browser tests, installing them if this machine allows it',
  handler: () => {
    const found = ensureBrowser()
    if (!found) {
      console.error(
        'No Chromium: run "apt-get install -y chromium" (Debian/Ubuntu, as root) or "npx playwright install chromium", or set CHROME_PATH.',
      )
      process.exit(2)
    }
    const tests = findTestChromium()
    console.log(
      `Chromium: ${found}${tests && tests !== found ? `; browser tests in ${tests}` : ''}`,
    )
    if (tests === found && !process.env.CHROME_PATH && existsSync('/usr/bin/apt-get')) {
      console.log(
        'The browser tests take about a third less time in the headless shell: apt-get install chromium-headless-shell',
      )
    }
    // After Chromium, which brings fontconfig to a bare machine.
    if (!ensureChineseFont()) {
      console.error(
        'No font with Chinese glyphs: Chinese pages would show boxes. Run "apt-get install -y fonts-noto-cjk" (Debian/Ubuntu, as root) or install a Noto Sans CJK font.',
      )
      process.exit(2)
    }
  },
}

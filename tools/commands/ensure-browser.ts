import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { CommandModule } from 'yargs'
import { findChromium } from '../browser/find-chromium'

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

/** Finds a Chromium, installing one where this machine allows it. */
export function ensureBrowser(): string | undefined {
  const found = findChromium()
  if (found) return found
  if (process.env.CHROME_PATH) return undefined
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package…")
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
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
  describe: 'Find a Chromium for the browser tests, installing one if this machine allows it',
  handler: () => {
    const found = ensureBrowser()
    if (!found) {
      console.error(
        'No Chromium: run "apt-get install -y chromium" (Debian/Ubuntu, as root) or "npx playwright install chromium", or set CHROME_PATH.',
      )
      process.exit(2)
    }
    console.log(`Chromium: ${found}`)
  },
}

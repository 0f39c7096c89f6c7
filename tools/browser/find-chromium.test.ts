import { describe, expect, it } from 'vitest'
import { findChromium, findTestChromium, HEADLESS_SHELL } from './find-chromium'

const machineWith =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

describe('findTestChromium', () => {
  it("runs the browser tests in Debian's headless shell where it is installed", () => {
    expect(findTestChromium({}, machineWith('/usr/bin/chromium', HEADLESS_SHELL))).toBe(
      HEADLESS_SHELL,
    )
  })

  it('falls back to the full Chromium without the headless shell', () => {
    expect(findTestChromium({}, machineWith('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
  })

  it('takes CHROME_PATH over the headless shell, and no other browser when it is missing', () => {
    const exists = machineWith('/opt/chrome/chrome', HEADLESS_SHELL)
    expect(findTestChromium({ CHROME_PATH: '/opt/chrome/chrome' }, exists)).toBe(
      '/opt/chrome/chrome',
    )
    expect(findTestChromium({ CHROME_PATH: '/opt/none/chrome' }, exists)).toBeUndefined()
  })
})

describe('findChromium', () => {
  it('gives Lighthouse the full browser even where the headless shell is installed', () => {
    expect(findChromium({}, machineWith(HEADLESS_SHELL, '/usr/bin/chromium'))).toBe(
      '/usr/bin/chromium',
    )
  })
})

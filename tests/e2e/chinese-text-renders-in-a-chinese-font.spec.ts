import { expect, test, type Page } from '@playwright/test'
import { fontsOf } from './support'

/**
 * Chinese text is drawn with a font that has its glyphs, not as boxes: the
 * language switcher's 中文 on an English page, and a Chinese page's heading.
 * Chromium reports the platform fonts it drew a node's text with; a font
 * without the glyphs would not be among them, or would draw nothing.
 */

/** Fonts made for Chinese: Noto or Source Han CJK, WenQuanYi, or the desktop systems' own. */
const CHINESE_FONT = /CJK|Source Han|WenQuanYi|PingFang|YaHei|Hiragino|Heiti|SimSun/i

for (const { path, name, element } of [
  {
    path: '/',
    name: "the language switcher's 中文 on an English page",
    element: (page: Page) => page.locator('.header-languages a[lang="zh-CN"]'),
  },
  {
    path: '/cn/',
    name: "a Chinese page's heading",
    element: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
]) {
  test(`${name} is drawn in a font with Chinese glyphs`, async ({ page }) => {
    await page.goto(path)
    const target = element(page)
    await expect(target).toBeVisible()
    const text = (await target.textContent()) ?? ''
    const han = [...text].filter((c) => /\p{Script=Han}/u.test(c)).length
    expect(han).toBeGreaterThan(0)
    const fonts = await fontsOf(page, target)
    const chinese = fonts.filter((f) => CHINESE_FONT.test(f.familyName))
    expect(fonts.map((f) => f.familyName)).toEqual(
      expect.arrayContaining([expect.stringMatching(CHINESE_FONT)]),
    )
    // Every Han character of the text is among the glyphs a Chinese font drew.
    expect(chinese.reduce((n, f) => n + f.glyphCount, 0)).toBeGreaterThanOrEqual(han)
  })
}

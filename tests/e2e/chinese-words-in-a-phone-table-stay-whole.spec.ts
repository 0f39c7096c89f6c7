import { expect, test } from '@playwright/test'

/**
 * Chinese may break between any two characters, so a table wider than a phone,
 * squeezed to its narrowest, would write 每季度 one character a line and make
 * every row three lines tall. Its words stay whole; the table scrolls.
 */
test.use({ viewport: { width: 360, height: 800 } })

test('on a phone, the fees table writes each short Chinese word on one line', async ({ page }) => {
  await page.goto('/cn/fees-and-codes/')
  const cells = page.locator('.data-table tbody td:last-child')
  await expect(cells.first()).toHaveText(/^[\p{Script=Han}]+$/u)
  const lines = await cells.evaluateAll((tds) =>
    tds.map((td) => {
      const range = document.createRange()
      range.selectNodeContents(td)
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
      return `${td.textContent ?? ''}: ${tops.size}`
    }),
  )
  expect(lines.length).toBeGreaterThan(10)
  expect(lines.filter((l) => !l.endsWith(': 1'))).toEqual([])
})

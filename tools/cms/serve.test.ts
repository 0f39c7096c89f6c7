import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageFileOf } from './serve'

const root = path.resolve(import.meta.dirname, '../..')

describe("the editor's thumbnails (npm run cms)", () => {
  it("find an image's public path in the brand that has the file", () => {
    expect(
      imageFileOf(root, '/images/articles/patient-capital.jpg', ['edgepoint', 'cymbria']),
    ).toBe(path.join(root, 'content/edgepoint/static/images/articles/patient-capital.jpg'))
    expect(imageFileOf(root, '/images/team/peterl.svg', ['edgepoint', 'cymbria'])).toBe(
      path.join(root, 'content/cymbria/static/images/team/peterl.svg'),
    )
  })

  it('answer nothing outside the images folders', () => {
    expect(imageFileOf(root, '/images/nothing.jpg', ['edgepoint', 'cymbria'])).toBeUndefined()
    expect(imageFileOf(root, '/images/../../../package.json', ['edgepoint'])).toBeUndefined()
    expect(imageFileOf(root, '/images/%2e%2e/favicon.svg', ['edgepoint'])).toBeUndefined()
  })
})

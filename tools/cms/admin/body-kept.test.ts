import { describe, expect, it } from 'vitest'
import { bodyAsWritten } from './body-kept'

const WAS = `We had followed the company for years. What we saw:

- a third of its profit comes from replacement parts;
- the plant is nearly finished.

See [our Q3 commentary](/article/Q3-2024-credit-commentary/).

_Figures are illustrative._
`

describe('a body edited in the CMS is written back as it was, but for the edit', () => {
  it('keeps bullets, emphasis marks and blank lines the editor rewrote without a change', () => {
    const rewritten = `We had followed the company for years. What we saw:

* a third of its profit comes from replacement parts;
* the plant is nearly finished.



See [our Q3 commentary](/article/Q3-2024-credit-commentary/).

*Figures are illustrative.*`
    expect(bodyAsWritten(WAS, rewritten)).toBe(WAS)
  })

  it('writes an edited paragraph and a new one, and nothing else differs', () => {
    const edited = `We had followed the company for many years. What we saw:

* a third of its profit comes from replacement parts;
* the plant is nearly finished.

See [our Q3 commentary](/article/Q3-2024-credit-commentary/).

*Figures are illustrative.*

A new closing line.
`
    expect(bodyAsWritten(WAS, edited))
      .toBe(`We had followed the company for many years. What we saw:

- a third of its profit comes from replacement parts;
- the plant is nearly finished.

See [our Q3 commentary](/article/Q3-2024-credit-commentary/).

_Figures are illustrative._

A new closing line.
`)
  })
})

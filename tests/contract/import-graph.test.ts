import { describe, expect, it } from 'vitest'
import { importCircles } from './import-graph'

describe('importCircles', () => {
  it('finds a circle of three modules, and none in a chain', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(importCircles(circle)).toEqual([['a', 'b', 'c']])
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })

  it('finds a module that imports itself', () => {
    expect(importCircles(new Map([['a', ['a']]]))).toEqual([['a']])
  })
})

import { describe, expect, it } from 'vitest'
import { describeCircle, folderCircles, folderImports, folderOf } from './folder-graph'

describe('folderOf', () => {
  it('is the first two segments, or the top folder for a file directly in it', () => {
    expect(folderOf('src/model/charts/scales.ts')).toBe('src/model')
    expect(folderOf('src/model/common.ts')).toBe('src/model')
    expect(folderOf('src/router.tsx')).toBe('src')
    expect(folderOf('tools/exit.ts')).toBe('tools')
  })
})

describe('folderCircles', () => {
  // No module here imports itself back, yet the folders do.
  const files = new Map([
    ['a/one.ts', ['b/one.ts', 'a/two.ts']],
    ['a/two.ts', []],
    ['b/one.ts', []],
    ['b/two.ts', ['c/one.ts']],
    ['c/one.ts', ['a/two.ts']],
    ['d/one.ts', ['a/one.ts']],
  ])

  it('finds folders that import each other through a third, with the file imports that make it', () => {
    const circles = folderCircles(folderImports(files, folderOf))
    expect(circles.map((c) => c.folders)).toEqual([['a', 'b', 'c']])
    expect(circles[0]?.imports).toEqual([
      { from: 'a', to: 'b', files: [{ from: 'a/one.ts', to: 'b/one.ts' }] },
      { from: 'b', to: 'c', files: [{ from: 'b/two.ts', to: 'c/one.ts' }] },
      { from: 'c', to: 'a', files: [{ from: 'c/one.ts', to: 'a/two.ts' }] },
    ])
  })

  it('finds none once one folder import of the circle is gone', () => {
    const edges = folderImports(files, folderOf).filter((e) => !(e.from === 'c' && e.to === 'a'))
    expect(folderCircles(edges)).toEqual([])
  })

  it('names the folders and each file import in its message, fewest first', () => {
    const twice = new Map([...files, ['b/three.ts', ['c/one.ts']]])
    const [circle] = folderCircles(folderImports(twice, folderOf))
    expect(circle && describeCircle(circle)).toBe(
      [
        '  a, b, c import each other:',
        '    a → b (1):',
        '      a/one.ts → b/one.ts',
        '    c → a (1):',
        '      c/one.ts → a/two.ts',
        '    b → c (2):',
        '      b/two.ts → c/one.ts',
        '      b/three.ts → c/one.ts',
      ].join('\n'),
    )
  })
})

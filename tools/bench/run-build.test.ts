import { describe, expect, it } from 'vitest'
import { STARTUP_PHASE, parseBuildLog } from './run-build'

describe('the steps of a build, from its log', () => {
  it("times each logged step until the next one, with or without the build's clock, and reads the summary line", () => {
    const log = [
      { at: 1.5, line: '  vite: client bundle for EdgePoint Wealth Management' },
      { at: 4, line: '    3.1 s  vite: server renderer' },
      { at: 5.25, line: '  render: 3141 pages' },
      {
        at: 9,
        line: 'Built 3141 pages of EdgePoint Wealth Management into x/ in 8.7 s (build abc)',
      },
    ]
    expect(parseBuildLog(log, 9.5)).toEqual({
      pages: 3141,
      buildSeconds: 8.7,
      phases: [
        { label: STARTUP_PHASE, seconds: 1.5 },
        { label: 'vite: client bundle for EdgePoint Wealth Management', seconds: 2.5 },
        { label: 'vite: server renderer', seconds: 1.25 },
        { label: 'render: 3141 pages', seconds: 3.75 },
        { label: 'exit', seconds: 0.5 },
      ],
    })
  })

  it('still reports the steps of a build that stopped early', () => {
    const parsed = parseBuildLog([{ at: 2, line: '  vite: server renderer' }], 3)
    expect(parsed.pages).toBeUndefined()
    expect(parsed.phases.map((p) => p.seconds)).toEqual([2, 1])
  })
})

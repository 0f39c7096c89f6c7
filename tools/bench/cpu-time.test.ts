import { describe, expect, it } from 'vitest'
import { endedChildrenCpu, parseChildrenTicks } from './cpu-time'

describe("the CPU time of a process's ended children", () => {
  it('reads cutime and cstime of a stat line, whatever the command name holds', () => {
    const fields = Array.from({ length: 50 }, (_, k) => String(k + 3))
    fields[0] = 'S'
    expect(parseChildrenTicks(`4242 (node (x) y) ${fields.join(' ')}`)).toEqual({
      user: 16,
      system: 17,
    })
    expect(parseChildrenTicks('4242 (node) S 1')).toBeUndefined()
  })

  it.runIf(process.platform === 'linux')('is read from /proc on Linux', () => {
    const cpu = endedChildrenCpu()
    expect(cpu?.userSeconds).toBeGreaterThanOrEqual(0)
    expect(cpu?.systemSeconds).toBeGreaterThanOrEqual(0)
  })
})

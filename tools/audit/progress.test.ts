import { afterEach, describe, expect, it, vi } from 'vitest'
import { createProgress, type ProgressStream } from './progress'

function fakeStream(isTTY: boolean): ProgressStream & { chunks: string[] } {
  const chunks: string[] = []
  return {
    isTTY,
    chunks,
    write(chunk: string) {
      chunks.push(chunk)
      return true
    },
  }
}

describe('progress display', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('draws nothing when the stream is not a terminal (CI, pipes)', async () => {
    vi.useFakeTimers()
    const stream = fakeStream(false)
    const progress = createProgress({ stream })
    await progress.step('links', async () => {
      progress.update('3 pages')
      vi.advanceTimersByTime(5000)
    })
    progress.stop('done')
    expect(stream.chunks).toEqual([])
  })

  it('prints each milestone as a line of its own where the stream is not a terminal', () => {
    const stream = fakeStream(false)
    const progress = createProgress({ stream })
    progress.start('lighthouse')
    progress.update('a detail, not a milestone')
    progress.log('lighthouse: 1/8 home en /')
    progress.log('lighthouse: 2/8 article fr /fr/article/x/')
    progress.stop()
    expect(stream.chunks).toEqual([
      'lighthouse: 1/8 home en /\n',
      'lighthouse: 2/8 article fr /fr/article/x/\n',
    ])
  })

  it('shows a milestone as the detail on a terminal, and nothing when silent', () => {
    vi.useFakeTimers()
    const tty = fakeStream(true)
    const progress = createProgress({ stream: tty, delay: 0, interval: 100 })
    progress.start('lighthouse')
    progress.log('1/8 home en /')
    vi.advanceTimersByTime(150)
    expect(tty.chunks.join('')).toContain('lighthouse  1/8 home en /')
    expect(tty.chunks.join('')).not.toContain('\n')
    progress.stop()
    const pipe = fakeStream(false)
    const silent = createProgress({ stream: pipe, enabled: false, lines: false })
    silent.log('1/8 home en /')
    expect(pipe.chunks).toEqual([])
  })

  it('spins with the label and the latest detail on a terminal, then clears the line', () => {
    vi.useFakeTimers()
    const stream = fakeStream(true)
    const progress = createProgress({ stream, delay: 0, interval: 100 })
    progress.start('lighthouse')
    progress.update('2/21 article fr')
    vi.advanceTimersByTime(250)
    const drawn = stream.chunks.join('')
    expect(drawn).toContain('lighthouse  2/21 article fr')
    expect(stream.chunks.length).toBe(2)
    progress.stop('lighthouse: 3 breaches')
    expect(stream.chunks.at(-2)).toBe('\r\x1b[2K')
    expect(stream.chunks.at(-1)).toBe('lighthouse: 3 breaches\n')
    vi.advanceTimersByTime(1000)
    expect(stream.chunks.at(-1)).toBe('lighthouse: 3 breaches\n')
  })

  it('draws nothing for a step shorter than the delay', () => {
    vi.useFakeTimers()
    const stream = fakeStream(true)
    const progress = createProgress({ stream, delay: 1000, interval: 100 })
    progress.start('content')
    vi.advanceTimersByTime(500)
    progress.stop()
    expect(stream.chunks).toEqual([])
  })
})

import { once } from 'node:events'
import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { startTsWorker, withoutTsx } from './ts-worker'

// A thread module written as the build's are: TypeScript, importing another
// TypeScript file and a package of this project.
function threadModule(): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'ts-worker-'))
  writeFileSync(path.join(dir, 'double.ts'), 'export const double = (n: number): number => n * 2\n')
  // Written well before any bundling: a file written meanwhile is not vouched for.
  utimesSync(path.join(dir, 'double.ts'), new Date(2020, 0, 1), new Date(2020, 0, 1))
  const main = path.join(dir, 'answer-worker.ts')
  writeFileSync(
    main,
    [
      "import { parentPort, workerData } from 'node:worker_threads'",
      "import { z } from 'zod'",
      "import { double } from './double.ts'",
      'interface Job { n: number }',
      'const job = z.object({ n: z.number() }).parse(workerData) as Job',
      'parentPort?.postMessage(double(job.n))',
    ].join('\n'),
  )
  utimesSync(main, new Date(2020, 0, 1), new Date(2020, 0, 1))
  return pathToFileURL(main)
}

const scripts = () =>
  readdirSync(new URL('../../.build/threads/', import.meta.url))
    .filter((f) => f.startsWith('answer-worker-'))
    .sort()

describe('startTsWorker', () => {
  it('runs a TypeScript module that imports TypeScript and packages, from one script kept for the process', async () => {
    const module = threadModule()
    const first = startTsWorker(module, { n: 21 })
    const [answer] = (await once(first, 'message')) as [number]
    expect(answer).toBe(42)

    const written = scripts()
    const second = startTsWorker(module, { n: 5 })
    expect(((await once(second, 'message')) as [number])[0]).toBe(10)
    expect(scripts()).toEqual(written)
    await Promise.all([first.terminate(), second.terminate()])
  })
})

describe('startTsWorker in later builds', () => {
  // Each build is a new process: a fresh copy of the module, with nothing remembered.
  async function answerOf(module: URL, n: number): Promise<number> {
    vi.resetModules()
    const { startTsWorker: start } = await import('./ts-worker')
    const worker = start(module, { n })
    const [answer] = (await once(worker, 'message')) as [number]
    await worker.terminate()
    return answer
  }
  const record = new URL('../../.build/threads/answer-worker.json', import.meta.url)

  it('reuses the script while no file it was bundled from has changed, and bundles again once one has', async () => {
    const module = threadModule()
    expect(await answerOf(module, 21)).toBe(42)
    const recorded = statSync(record).mtimeMs

    expect(await answerOf(module, 21)).toBe(42)
    expect(statSync(record).mtimeMs).toBe(recorded)

    const double = new URL('./double.ts', module)
    writeFileSync(double, 'export const double = (n: number): number => n * 3\n')
    utimesSync(double, new Date(2021, 0, 1), new Date(2021, 0, 1))
    expect(await answerOf(module, 21)).toBe(63)
  })

  it('does not take the script of a module of the same name elsewhere', async () => {
    expect(await answerOf(threadModule(), 4)).toBe(8)
    const other = threadModule()
    writeFileSync(
      new URL('./double.ts', other),
      'export const double = (n: number): number => -n\n',
    )
    utimesSync(new URL('./double.ts', other), new Date(2020, 0, 1), new Date(2020, 0, 1))
    expect(await answerOf(other, 4)).toBe(-4)
  })
})

describe('withoutTsx', () => {
  it('drops the options that load tsx, however written, and keeps the rest', () => {
    expect(
      withoutTsx([
        '--require',
        '/p/node_modules/tsx/dist/preflight.cjs',
        '--import',
        'file:///p/node_modules/tsx/dist/loader.mjs',
        '--import',
        'tsx',
        '--import=tsx/esm',
        '--cpu-prof',
        '--import',
        'tsx-like-but-not',
        '--max-old-space-size=2000',
      ]),
    ).toEqual(['--cpu-prof', '--import', 'tsx-like-but-not', '--max-old-space-size=2000'])
  })
})

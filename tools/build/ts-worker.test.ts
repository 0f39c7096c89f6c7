import { once } from 'node:events'
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startTsWorker, withoutTsx } from './ts-worker'

// A thread module written as the build's are: TypeScript, importing another
// TypeScript file and a package of this project.
function threadModule(): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'ts-worker-'))
  writeFileSync(path.join(dir, 'double.ts'), 'export const double = (n: number): number => n * 2\n')
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

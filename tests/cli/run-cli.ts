import { execFile } from 'node:child_process'
import path from 'node:path'

export interface Run {
  code: number
  stdout: string
  stderr: string
}

const RUN = path.resolve('tools/run.mjs')

/**
 * Runs the real CLI (`tools/run.mjs`) as a release manager or CI would, in
 * `cwd` (the project by default: the commands read content/ and redirects.csv there).
 */
export function cli(
  args: string[],
  { env = {}, cwd }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [RUN, ...args],
      { env: { ...process.env, ...env }, cwd, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

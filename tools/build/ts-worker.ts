import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { bundledScript } from './bundle-script.mjs'

/** Whether `arg` loads tsx (`--import tsx`, tsx's own preflight and loader). */
const loadsTsx = (arg: string) => /(^|[/=])tsx([/@]|$)/.test(arg)

/**
 * The process's Node options less tsx's, which a thread would otherwise
 * inherit: its loader would then see every module the thread imports, and the
 * thread's script is plain JavaScript.
 */
export function withoutTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = []
  for (let k = 0; k < execArgv.length; k++) {
    const arg = execArgv[k] ?? ''
    const value = execArgv[k + 1] ?? ''
    if (/^(--import|--require|-r|--loader)$/.test(arg) && loadsTsx(value)) k++
    else if (!(/^(--import|--require|--loader)=/.test(arg) && loadsTsx(arg))) kept.push(arg)
  }
  return kept
}

/**
 * A worker thread running a TypeScript module of the build, bundled into
 * plain JavaScript first (see bundledScript): loading the TypeScript through
 * tsx cost each thread about half a second of CPU, on two cores busy with the
 * bundles and the content.
 */
export function startTsWorker(
  module: URL,
  workerData: unknown,
  { resourceLimits }: { resourceLimits?: ResourceLimits } = {},
): Worker {
  return new Worker(pathToFileURL(bundledScript(fileURLToPath(module))), {
    workerData,
    execArgv: withoutTsx(process.execArgv),
    ...(resourceLimits ? { resourceLimits } : {}),
  })
}

import { Worker } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module of the build. Worker threads do
 * not inherit the TypeScript loader the CLI runs under: each registers it
 * before loading its module.
 */
export function startTsWorker(module: URL, workerData: unknown): Worker {
  const bootstrap =
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}\n` +
    `register()\n` +
    `await import(${JSON.stringify(module.href)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData,
  })
}

import { parentPort } from 'node:worker_threads'
import { bundle } from './bundle'
import type { BundleJob, FromBundleWorker } from './bundle-in-worker'

// The Vite builds of one site, in a thread of their own (see startBundler):
// Vite is loaded by the import above, before the job arrives.
const port = parentPort
if (!port) throw new Error('bundle-worker.ts runs as a worker thread (see startBundler)')
const reply = (message: FromBundleWorker) => port.postMessage(message)
port.once('message', (job: BundleJob) => {
  void bundle(job, (line) => reply({ log: line })).then((files) => reply({ done: files }))
})

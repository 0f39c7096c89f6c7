import { parentPort, workerData } from 'node:worker_threads'
import { bundle } from './bundle'
import type { BundleJob, FromBundleWorker } from './bundle-in-worker'

// The Vite builds of one site, in a thread of their own (see bundleInWorker).
const port = parentPort
if (!port) throw new Error('bundle-worker.ts runs as a worker thread (see bundleInWorker)')
const reply = (message: FromBundleWorker) => port.postMessage(message)
await bundle(workerData as BundleJob, (line) => reply({ log: line }))
reply({ done: true })

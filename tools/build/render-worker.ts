import { parentPort, workerData } from 'node:worker_threads'
import { renderShare, type RenderJob } from './render-pages'

// One render worker: renders its share of the pages and reports the failures.
parentPort?.postMessage(await renderShare(workerData as RenderJob))

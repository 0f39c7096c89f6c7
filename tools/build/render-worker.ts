import { parentPort, workerData } from 'node:worker_threads'
import { createRenderer, type FromWorker, type RenderSetup, type ToWorker } from './render-pages'

// One render worker: renders the batches of pages it is sent, then reports.
const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread (see renderPages)')
const renderer = await createRenderer(workerData as RenderSetup)
const reply = (message: FromWorker) => port.postMessage(message)
port.on('message', (message: ToWorker) => {
  if ('finish' in message) {
    reply({ finished: renderer.finish() })
    port.close()
    return
  }
  void renderer.render(message.pages).then(() => reply({ ready: true }))
})
reply({ ready: true })

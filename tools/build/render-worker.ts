import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import {
  createRenderer,
  type FromWorker,
  type RenderWorkerData,
  type ToWorker,
} from './render-pages'

// One render worker: loads the server renderer at once, then renders the
// batches of pages it is sent once it has the pages' setup, then reports.
const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread (see startRenderPool)')
const { ssrEntry } = workerData as RenderWorkerData
// Loaded while the main thread waits for the content; createRenderer imports it again, cached.
await import(pathToFileURL(ssrEntry).href)
const reply = (message: FromWorker) => port.postMessage(message)
let renderer: Awaited<ReturnType<typeof createRenderer>> | undefined
port.on('message', (message: ToWorker) => {
  if ('setup' in message) {
    void createRenderer({ ssrEntry, ...message.setup }).then((created) => {
      renderer = created
      reply({ ready: true })
    })
    return
  }
  if (!renderer) throw new Error('render worker: pages before their setup')
  if ('finish' in message) {
    reply({ finished: renderer.finish() })
    port.close()
    return
  }
  void renderer.render(message.pages).then(() => reply({ ready: true }))
})

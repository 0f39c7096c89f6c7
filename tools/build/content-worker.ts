import { parentPort } from 'node:worker_threads'
import { InputError } from '../content/errors'
import type { LoadedContent } from '../../src/model/content'
import { readContent } from '../content/load'
import type { ContentJob, FromContentWorker } from './content-in-worker'
import { openSpillWriter } from './spill'

// The content check of one site, in a thread of its own (see startContentReader).
const port = parentPort
if (!port) throw new Error('content-worker.ts runs as a worker thread (see startContentReader)')
port.once('message', (job: ContentJob) => {
  void check(job).then((answer) => {
    port.postMessage(answer)
    port.close()
  })
})

async function check({ root, brand, spillFile }: ContentJob): Promise<FromContentWorker> {
  const spill = openSpillWriter(spillFile)
  let loaded: LoadedContent
  try {
    loaded = await readContent(root, brand, { keepHtml: spill.put })
  } catch (error) {
    if (error instanceof InputError)
      return { invalid: { what: error.what, problems: error.problems } }
    throw error
  } finally {
    spill.close()
  }
  return { loaded }
}

import type { BrandId } from '../../src/site/brands'
import { InputError, type InputProblem } from '../content/errors'
import { indexContent, type ContentIndex, type LoadedContent } from '../../src/model/content'
import { startTsWorker } from './ts-worker'

/** What the content check needs; plain data, for a worker thread. */
export interface ContentJob {
  /** The folder holding `content/<brand>/`. */
  root: string
  brand: BrandId
  /** Where rendered Markdown is parked (tools/build/spill.ts). */
  spillFile: string
}

/** The one message from the content worker: the content, or every problem in it. */
export type FromContentWorker =
  { loaded: LoadedContent } | { invalid: { what: string; problems: InputProblem[] } }

export interface ContentReader {
  /** Reads and checks the content; rejects with an InputError naming every problem. */
  read(job: ContentJob): Promise<ContentIndex>
  /** Ends the worker whatever it is doing (a build that stops early). */
  stop(): Promise<void>
}

/**
 * Starts the thread that reads and checks the content. Parsing leaves several
 * times the content's size in garbage (Markdown tokens, YAML documents), and a
 * thread that then only waits for its render workers never collects it: about
 * 200 MB through the whole render at 3,000 articles per locale. In a worker it
 * goes when the thread ends, and only the checked entries come back. The
 * worker loads its libraries at once; its job follows as soon as the output's
 * parent folder exists.
 */
export function startContentReader(): ContentReader {
  const worker = startTsWorker(new URL('./content-worker.ts', import.meta.url), null)
  const answered = new Promise<ContentIndex>((resolve, reject) => {
    worker.once('message', (answer: FromContentWorker) => {
      if ('loaded' in answer) resolve(indexContent(answer.loaded))
      else reject(new InputError(answer.invalid.what, answer.invalid.problems))
    })
    worker.once('error', reject)
    // After an answer, this changes nothing.
    worker.once('exit', (code) =>
      reject(new Error(`the content check stopped with exit code ${code}`)),
    )
  })
  // A build that stops before asking for the content must not leave a rejection unhandled.
  answered.catch(() => {})
  return {
    read(job) {
      worker.postMessage(job)
      return answered
    },
    stop: () => worker.terminate().then(() => {}),
  }
}

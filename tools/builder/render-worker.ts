import { workerData } from 'node:worker_threads'
import { renderPage } from '../../src/entry-server'
import { createBatchRenderer, type RenderSetup } from './render-batch'

// A render thread of the build's pool (see build.ts). Vite bundles this module
// with the server renderer, so the thread runs plain JavaScript.
export default createBatchRenderer(renderPage, workerData as RenderSetup)

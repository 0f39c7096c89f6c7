import { bundle } from './bundle'
import type { BundleJob } from './bundling'

// The Vite builds of a site, in a process of their own (see startBundling).
const job = JSON.parse(process.argv[2] ?? '') as BundleJob
await bundle(job)

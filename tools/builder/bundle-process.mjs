// @ts-check
// The Vite builds of a site, in a process of their own (see bundling.ts).
import { bundle } from './bundle.mjs'

await bundle(JSON.parse(process.argv[2] ?? ''))

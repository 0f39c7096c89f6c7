#!/usr/bin/env node
// Runs npm scripts at the same time: the first one's output as it comes, each other's
// whole when it ends, so that a log reads as if they had run one after the other.
// Exits with the first failure's code once all have ended.
//
// `npm test` runs the unit tests beside the release audit: Lighthouse spends much of each
// page load waiting for the network and the main thread to stay quiet, and its verdict does
// not move with the machine's load (lighthouse/README.md), so the unit tests use those idle cores.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('usage: node tools/run-scripts-together.mjs <npm script> [<npm script> ...]')
  process.exit(2)
}

const children = []
const runs = scripts.map((script, index) => {
  const child = spawn('npm', ['run', script], {
    stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, output }))
    child.on('error', (error) => resolve({ script, code: 1, output: [Buffer.from(`${error}\n`)] }))
  })
})

// Stopping npm test stops every script, not only the one printing.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exit(130)
  })
}

const results = []
for (const run of runs) {
  const result = await run
  for (const chunk of result.output) process.stdout.write(chunk)
  results.push(result)
}
const failed = results.find((r) => r.code !== 0)
if (failed) {
  console.error(`npm run ${failed.script} failed (${failed.signal ?? `exit ${failed.code}`})`)
  process.exit(failed.code || 1)
}

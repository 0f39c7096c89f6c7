import { execFileSync } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { nodeServer } from '../../tools/preview/node-adapter'

/** The project, whose content the release specs copy and whose build command they run. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Two releases of Edgepoint, as the release specs need them: release A is
 * built from a copy of the project's content into `out`, then kept aside in
 * `releaseA` as the host served it; `changeForB` edits the copy (its
 * `content/edgepoint/` folder) and release B is built over A in `out`, from the
 * build cache, with `envB` added to the environment. Gives the copy's folder
 * (to delete afterwards) and release B's build log.
 */
export async function buildTwoReleases({
  out,
  releaseA,
  changeForB,
  envB = {},
}: {
  out: string
  releaseA: string
  changeForB: (content: string) => Promise<void>
  envB?: NodeJS.ProcessEnv
}): Promise<{ contentRoot: string; logB: string }> {
  const contentRoot = await mkdtemp(path.join(os.tmpdir(), 'release-'))
  const content = path.join(contentRoot, 'content', 'edgepoint')
  await cp(path.join(PROJECT_ROOT, 'content', 'edgepoint'), content, { recursive: true })
  await cp(path.join(PROJECT_ROOT, 'redirects.csv'), path.join(contentRoot, 'redirects.csv'))
  const build = (env: NodeJS.ProcessEnv) =>
    execFileSync(
      process.execPath,
      ['tools/run.mjs', 'build', '--brand', 'edgepoint', '--out', out, '--root', contentRoot],
      { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
    )
  await rm(out, { recursive: true, force: true })
  build({})
  await rm(releaseA, { recursive: true, force: true })
  await cp(out, releaseA, { recursive: true })
  await changeForB(content)
  return { contentRoot, logB: build(envB) }
}

/** Serves `handle` on 127.0.0.1 at `port`; gives the function that stops the server. */
export async function listen(
  port: number,
  handle: (request: Request) => Promise<Response>,
): Promise<() => Promise<void>> {
  const server: Server = nodeServer(handle)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => new Promise((resolve) => server.close(() => resolve()))
}

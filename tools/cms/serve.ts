import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { BRAND_IDS } from '../../src/site/brands'
import { adminFiles, adminPolicy } from './admin-files'

/**
 * `/admin/` and a local back end on one port: Decap CMS reads and writes the
 * repository through decap-server's middleware, as it would through GitHub's
 * API in production. `simple` writes files into content/ as they are saved;
 * `workflow` keeps each entry on a `cms/<collection>/<slug>` branch with its
 * status (draft, in review, ready) until it is published (merged).
 */

export interface CmsServerOptions {
  /** The git repository whose content/ the CMS edits. */
  root: string
  host: string
  port: number
  mode: 'simple' | 'workflow'
  /** The dev server showing each brand's pages, for the preview. */
  previews: Record<string, string>
  /** The brand whose images come first where both brands have a file of the same name. */
  brand?: string
}

/**
 * The file of an image's public path (`/images/articles/x.svg`, as front
 * matter writes it): Decap shows a thumbnail from that path on the editor's
 * own origin, and the file is in `content/<brand>/static/images/`. The path
 * names no brand: `brands` in order, the first that has the file.
 */
export function imageFileOf(
  root: string,
  publicPath: string,
  brands: readonly string[],
): string | undefined {
  const relative = path.posix.normalize(publicPath).replace(/^\/images\//, '')
  if (relative.startsWith('..') || relative.startsWith('/')) return undefined
  return brands
    .map((brand) => path.join(root, 'content', brand, 'static/images', relative))
    .find((file) => existsSync(file))
}

interface Request {
  params: Record<string, string | undefined>
}
interface Response {
  status(code: number): Response
  set(name: string, value: string): Response
  type(type: string): Response
  send(body: unknown): void
  json(body: unknown): void
  redirect(to: string): void
  sendFile(file: string, options: { headers: Record<string, string> }): void
}
interface App {
  get(path: string | RegExp, handler: (req: Request, res: Response) => void): void
  listen(port: number, host: string, ready: () => void): Server
}
type Register = (app: App, options: { logLevel: string }) => Promise<void>

// decap-server brings express, and registers its middleware on an express app.
const requireFromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server'))
const express = requireFromDecap('express') as () => App
const middlewares = requireFromDecap('./middlewares') as {
  registerLocalFs: Register
  registerLocalGit: Register
}

/** The editorial workflow commits on branches of the repository: it needs a clean work tree. */
function assertCleanWorkTree(root: string): void {
  const status = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
  if (status.trim() !== '') {
    throw new Error(
      `${root} has uncommitted changes: the editorial workflow commits every change on its branches. Commit or stash them first.`,
    )
  }
}

export async function startCmsServer(
  options: CmsServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  if (options.mode === 'workflow') assertCleanWorkTree(options.root)
  const files = await adminFiles()
  const app = express()
  const policy = adminPolicy({ frameSrc: Object.values(options.previews) })
  app.get('/', (_req, res) => res.redirect('/admin/'))
  app.get(/^\/admin$/, (_req, res) => res.redirect('/admin/'))
  app.get('/admin/settings.json', (_req, res) => res.json({ previews: options.previews }))
  app.get(/^\/admin\/(.*)$/, (req, res) => {
    const file = files.get(req.params[0] || 'index.html')
    if (!file) return res.status(404).send('Not found')
    res.set('Content-Security-Policy', policy)
    res.set('X-Robots-Tag', 'noindex, nofollow')
    res.set('Cache-Control', 'no-store')
    res.type(file.type).send(file.body)
  })
  const brands = [...new Set([...(options.brand ? [options.brand] : []), ...BRAND_IDS])]
  app.get(/^\/images\/(.+)$/, (req, res) => {
    const file = imageFileOf(options.root, `/images/${req.params[0] ?? ''}`, brands)
    if (!file) return res.status(404).send('Not found')
    res.sendFile(file, { headers: { 'Cache-Control': 'no-store' } })
  })
  // decap-server reads the repository's folder from the environment.
  process.env.GIT_REPO_DIRECTORY = options.root
  const register =
    options.mode === 'workflow' ? middlewares.registerLocalGit : middlewares.registerLocalFs
  await register(app, { logLevel: 'warn' })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(options.port, options.host, () => resolve(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${options.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

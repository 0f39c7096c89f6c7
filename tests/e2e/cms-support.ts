import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * The content editor against a scratch git repository holding a copy of the
 * project's content: the CMS specs write there, never into the project.
 */
export const PROJECT = path.resolve(import.meta.dirname, '../..')

export interface Server {
  process: ChildProcess
  output(): string
  stop(): Promise<void>
}

/** A command of the project's CLI, started in the background until `ready` appears in its output. */
export async function startTool(args: string[], ready: RegExp, cwd = PROJECT): Promise<Server> {
  const child = spawn(process.execPath, [path.join(PROJECT, 'tools/run.mjs'), ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`tools ${args[0]} stopped:\n${output}`)
        return ready.test(output)
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true)
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A command of the project's CLI run to its end: its exit code and output. */
export function runTool(args: string[], cwd = PROJECT): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(PROJECT, 'tools/run.mjs'), ...args],
      { cwd },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: stdout + stderr,
        }),
    )
  })
}

/** A git repository with the project's content and redirect table, one commit. */
export async function scratchRepository(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'cms-content-'))
  await cp(path.join(PROJECT, 'content'), path.join(root, 'content'), { recursive: true })
  await cp(path.join(PROJECT, 'redirects.csv'), path.join(root, 'redirects.csv'))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })
  git('init', '--quiet', '--initial-branch=main')
  git('add', '--all')
  git(
    '-c',
    'user.name=Editor',
    '-c',
    'user.email=editor@127.0.0.1',
    'commit',
    '--quiet',
    '-m',
    'content',
  )
  // decap-server commits as the repository's user.
  git('config', 'user.name', 'Editor')
  git('config', 'user.email', 'editor@127.0.0.1')
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}

export function gitIn(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' })
}

/** The files of a scratch repository changed or added since its last commit, sorted. */
export function filesChangedIn(root: string): string[] {
  return gitIn(root, 'status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort()
}

/** Opens a page of the editor on the local back end (its "Login" button signs nobody in). */
export async function openEditor(page: Page, origin: string, hash: string): Promise<void> {
  await page.goto(`${origin}/admin/#${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The field of one language's pane: English on the left, the other language on the right. */
export function field(page: Page, label: string | RegExp, pane: 0 | 1 = 0) {
  return page.getByLabel(label, { exact: typeof label === 'string' }).nth(pane)
}

/** Picks an option of a select field (react-select: open it, then click the option). */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await field(page, label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The English fields of a new article; a field left out stays empty (to be refused). */
export async function fillArticle(
  page: Page,
  article: { id: string; title?: string; description: string; slug: string; category: string },
): Promise<void> {
  await field(page, /^Id/).fill(article.id)
  if (article.title !== undefined) await field(page, 'Title').fill(article.title)
  await field(page, 'Description').fill(article.description)
  await field(page, /^Slug/).fill(article.slug)
  await field(page, 'Date').fill('2025-06-30')
  await choose(page, 'Category', article.category)
}

/** Publishes the entry open in the editor (simple mode) and waits for Decap to say it is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

import { cp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CORPUS_BRAND } from './corpus'
import { median } from './measure'
import { runBuildProcess, type BuildRun } from './run-build'

/**
 * Timed rebuilds after the edits an editor or a developer makes, on a copy of
 * the corpus: each edit is made, the build that follows it is timed, then the
 * edit is undone and built again untimed, so every run starts from the same
 * built site and cache.
 */

interface Edit {
  name: string
  /** Untimed, before the edit: a state to start from (an article to delete later). */
  prepare?: () => Promise<void>
  apply: () => Promise<void>
  undo: () => Promise<void>
}

const articlesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name))

async function rewrite(
  file: string,
  change: (text: string) => string,
): Promise<() => Promise<void>> {
  const before = await readFile(file, 'utf8')
  await writeFile(file, change(before))
  return () => writeFile(file, before)
}

/** The edits, on the corpus copy in `contentRoot` and the project's code in `projectRoot`. */
async function editsOf(contentRoot: string, projectRoot: string): Promise<Edit[]> {
  const brand = path.join(contentRoot, 'content', CORPUS_BRAND)
  const english = await articlesIn(path.join(brand, 'articles', 'en'))
  const french = await articlesIn(path.join(brand, 'articles', 'fr'))
  const [body = '', title = ''] = english
  // A translation no other page links to: without it, the site still builds.
  const frenchTexts = await Promise.all(french.map((file) => readFile(file, 'utf8')))
  const linked = frenchTexts.join('\n')
  const translation =
    french.find((_, k) => {
      const slug = /^slug: (.*)$/m.exec(frenchTexts[k] ?? '')?.[1]
      return slug !== undefined && !linked.includes(`/article/${slug}/`)
    }) ?? ''
  // An article whose slug has no pattern to keep (quarterly commentaries have one).
  let plain = ''
  for (const file of english)
    if (!/^slug: .*commentary$/m.test(await readFile(file, 'utf8'))) {
      plain = file
      break
    }
  const copy = path.join(path.dirname(plain), 'bench-new-article.md')
  const addArticle = async () => {
    const text = await readFile(plain, 'utf8')
    await writeFile(
      copy,
      text.replace(/^id: (.*)$/m, 'id: $1-new').replace(/^slug: (.*)$/m, 'slug: $1-new'),
    )
  }
  const undo: Array<() => Promise<void>> = []
  const step = (change: () => Promise<() => Promise<void>>) => async () => {
    undo.push(await change())
  }
  const undoLast = async () => {
    await undo.pop()?.()
  }
  let heldTranslation = ''
  return [
    { name: 'no change', apply: async () => {}, undo: async () => {} },
    {
      name: "one article's body",
      apply: step(() => rewrite(body, (t) => `${t.trimEnd()}\n\nOne more sentence.\n`)),
      undo: undoLast,
    },
    {
      name: "one article's title (in lists)",
      apply: step(() => rewrite(title, (t) => t.replace(/^title: (.*)$/m, 'title: $1, revised'))),
      undo: undoLast,
    },
    { name: 'a new article', apply: addArticle, undo: () => rm(copy) },
    { name: 'a deleted article', prepare: addArticle, apply: () => rm(copy), undo: async () => {} },
    {
      name: 'a French translation added',
      prepare: async () => {
        heldTranslation = await readFile(translation, 'utf8')
        await rm(translation)
      },
      apply: () => writeFile(translation, heldTranslation),
      undo: async () => {},
    },
    {
      name: 'portfolios.yaml changed',
      apply: step(() =>
        rewrite(path.join(brand, 'data', 'portfolios.yaml'), (t) =>
          // A fee, not a return: returns must agree with the growth series (the build checks).
          t.replace(/mer: ([\d.]+)/, (_, n: string) => `mer: ${(Number(n) + 0.01).toFixed(2)}`),
        ),
      ),
      undo: undoLast,
    },
    {
      name: 'one template changed',
      apply: step(() =>
        rewrite(path.join(projectRoot, 'src', 'templates', 'article.tsx'), (t) => `${t}// bench\n`),
      ),
      undo: undoLast,
    },
  ]
}

export interface EditReport {
  name: string
  /** Wall seconds of each timed build, and their median. */
  runs: number[]
  medianSeconds: number
  /** Median CPU seconds and peak memory of all processes together (MiB). */
  cpuSeconds: number
  treePeakRssMiB: number
}

/**
 * Times a rebuild after each edit `runs` times on a copy of the corpus at
 * `corpusRoot`, built into `outDir` with its own build cache.
 */
export async function benchEdits(o: {
  projectRoot: string
  corpusRoot: string
  scratchDir: string
  runs: number
  log: (line: string) => void
}): Promise<EditReport[]> {
  await rm(o.scratchDir, { recursive: true, force: true })
  await cp(path.join(o.corpusRoot, 'content'), path.join(o.scratchDir, 'content'), {
    recursive: true,
  })
  const outDir = path.join(o.scratchDir, 'dist')
  const build = async (what: string): Promise<BuildRun> => {
    const { run, output } = await runBuildProcess({
      projectRoot: o.projectRoot,
      contentRoot: o.scratchDir,
      outDir,
      brand: CORPUS_BRAND,
      // An edit is measured against the build before it alone: with the
      // build before that one kept too, undoing or repeating an edit would
      // find its parts in the cache and measure nothing.
      keepPreviousBuild: false,
    })
    if (run.exitCode !== 0) throw new Error(`${what}: the build failed:\n${output}`)
    return run
  }
  o.log('edits: a first build of the corpus copy')
  await build('first build')
  const reports: EditReport[] = []
  for (const edit of await editsOf(o.scratchDir, o.projectRoot)) {
    const runs: BuildRun[] = []
    for (let k = 1; k <= o.runs; k++) {
      if (edit.prepare) {
        await edit.prepare()
        await build(`${edit.name}: before`)
      }
      await edit.apply()
      try {
        runs.push(await build(edit.name))
      } finally {
        await edit.undo()
      }
      o.log(`edits: ${edit.name} ${k}/${o.runs}: ${runs.at(-1)?.wallSeconds.toFixed(2)} s`)
      await build(`${edit.name}: undone`)
    }
    reports.push({
      name: edit.name,
      runs: runs.map((r) => Math.round(r.wallSeconds * 100) / 100),
      medianSeconds: median(runs.map((r) => r.wallSeconds)),
      cpuSeconds: median(runs.map((r) => (r.cpu ? r.cpu.userSeconds + r.cpu.systemSeconds : NaN))),
      treePeakRssMiB: median(runs.map((r) => (r.treePeakRssKb ?? NaN) / 1024)),
    })
  }
  return reports
}

/** The edits' table, as docs/performance.md quotes it. */
export function formatEditReports(reports: readonly EditReport[]): string {
  return [
    '| Edit | Rebuild, wall (median) | Runs (s) | CPU (s) | Peak memory, all processes (MiB) |',
    '| --- | ---: | --- | ---: | ---: |',
    ...reports.map(
      (r) =>
        `| ${r.name} | ${r.medianSeconds.toFixed(2)} s | ${r.runs.join(', ')} | ${r.cpuSeconds.toFixed(1)} | ${Math.round(r.treePeakRssMiB)} |`,
    ),
  ].join('\n')
}

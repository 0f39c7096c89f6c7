import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  HtmlValidate,
  StaticConfigLoader,
  type ConfigData,
  type ResolvedConfig,
} from 'html-validate'
import { EnvironmentError, errorMessage } from '../exit'
import { silentProgress, type Progress } from './progress'

/** The validator's configuration, at the project's root so `npx html-validate dist` agrees. */
export const HTML_CONFIG_FILE = '.htmlvalidate.json'

export interface HtmlProblem {
  /** The document, relative to the built site (`article/x/index.html`). */
  file: string
  line: number
  column: number
  /** html-validate's rule (`element-required-attributes`). */
  rule: string
  message: string
}

export interface HtmlReport {
  check: 'html'
  ok: boolean
  /** The configuration used. */
  config: string
  /** HTML files validated: pages, 404 and offline pages, redirect stubs. */
  documents: number
  /** Every problem of every document, by file, then line and column. */
  problems: HtmlProblem[]
  seconds: number
}

/**
 * One configuration resolved once for every document. html-validate resolves
 * it again for each one, rebuilding its table of elements each time, which
 * was half of the check's time (docs/performance.md, "Measurements behind
 * the code").
 */
class ConfigResolvedOnce extends StaticConfigLoader {
  #resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined
  override getConfigFor(
    handle: string,
    configOverride?: ConfigData,
  ): ResolvedConfig | Promise<ResolvedConfig> {
    this.#resolved ??= super.getConfigFor(handle, configOverride)
    return this.#resolved
  }
}

async function readConfig(file: string): Promise<ConfigData> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new EnvironmentError(
      `cannot read the HTML validator's settings ${file}: ${errorMessage(error)}`,
    )
  }
  try {
    // html-validate checks the configuration against its schema when it loads it.
    return JSON.parse(text) as ConfigData
  } catch (error) {
    throw new EnvironmentError(`${file} is not JSON: ${errorMessage(error)}`)
  }
}

/** Every `.html` file of a built site, relative to it, sorted. */
async function htmlFiles(siteRoot: string): Promise<string[]> {
  const entries = await readdir(siteRoot, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(siteRoot, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * html-validate over every HTML file of a built site, with the project's
 * configuration: every problem of every file at once.
 */
export async function checkHtml(
  siteRoot: string,
  { configFile, progress = silentProgress }: { configFile: string; progress?: Progress },
): Promise<HtmlReport> {
  const started = performance.now()
  const config = await readConfig(configFile)
  const validator = new HtmlValidate(new ConfigResolvedOnce(config))
  const files = await htmlFiles(siteRoot)
  const problems: HtmlProblem[] = []
  for (const [i, file] of files.entries()) {
    progress.update(`${i + 1}/${files.length} documents, ${problems.length} problems`)
    const text = await readFile(path.join(siteRoot, file), 'utf8')
    let report
    try {
      report = await validator.validateString(text, file)
    } catch (error) {
      // A configuration the validator refuses fails on the first document.
      throw new EnvironmentError(`${configFile}: ${errorMessage(error)}`)
    }
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push({ file, line: m.line, column: m.column, rule: m.ruleId, message: m.message })
      }
    }
  }
  return {
    check: 'html',
    ok: problems.length === 0,
    config: configFile,
    documents: files.length,
    problems,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }
}

/** `article/x/index.html:1:17 element-required-attributes: <html> is missing …` */
export function formatHtmlProblem(dir: string, p: HtmlProblem): string {
  return `${dir}/${p.file}:${p.line}:${p.column} ${p.rule}: ${p.message}`
}

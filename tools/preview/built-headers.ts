import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Handler } from '../../src/edge/handler'
import {
  HEADER_RULES_FILE,
  parseHeaderRules,
  withHeaderRules,
  type HeaderRule,
} from '../../src/edge/header-rules'

/** The build's header rules (`_edge/headers.json`); none for a build from before they existed. */
export async function readHeaderRules(root: string): Promise<HeaderRule[]> {
  const file = path.join(root, ...HEADER_RULES_FILE.split('/'))
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  return text === undefined ? [] : parseHeaderRules(text, file)
}

/**
 * The site's answers with the headers its build gave them (the content
 * security policy), read once, as a host applies `_headers`.
 */
export function withBuiltHeaders(
  root: string,
  handler: Handler,
): (request: Request) => Promise<Response> {
  const wrapped = readHeaderRules(root).then((rules) => withHeaderRules(rules, handler))
  return async (request) => {
    const response = await (await wrapped)(request)
    if (!response) throw new Error('the composed handler always answers')
    return response
  }
}

import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { InputError } from '../content/errors'
import { parseYaml, validateYaml } from '../content/yaml-with-lines'

/**
 * Where editors sign in in production: configuration, not code. One YAML file
 * (tools/cms/backend.yaml, or another given to `tools cms build --backend`)
 * names the back end and its settings; `tools cms build` writes it into the
 * built editor's config.yml and derives the editor's policy from it: the
 * origins that back end calls, and nothing else.
 *
 * What each back end calls, read in Decap CMS 3.16's sources:
 * - github: its API (`api_root`, https://api.github.com) for everything, and
 *   https://www.githubstatus.com every five minutes (the status check of the
 *   GitHub back end); sign-in opens a window on the OAuth client (`base_url`
 *   plus `auth_endpoint`), which answers by postMessage: no connection.
 *   Avatars from avatars.githubusercontent.com.
 * - gitlab (PKCE): the browser goes to `base_url`/oauth/authorize (a
 *   navigation), then POSTs the code to `base_url`/oauth/token and calls the
 *   API (`api_root`, https://gitlab.com/api/v4). Avatars from `base_url`'s
 *   uploads, or Gravatar for a user who uploaded none.
 * - aws-cognito-github-proxy: PKCE against the user pool's domain
 *   (`base_url`/oauth2/authorize, then /oauth2/token and /oauth2/userInfo),
 *   the GitHub back end through the proxy (`api_root`), and its status check;
 *   the avatar is https://github.com/<owner>.png, which redirects to
 *   avatars.githubusercontent.com.
 */

export const BACKEND_FILE = 'tools/cms/backend.yaml'

const GITHUB_API = 'https://api.github.com'
const GITHUB_STATUS = 'https://www.githubstatus.com'
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com'
const GITLAB = 'https://gitlab.com'
const GRAVATAR = 'https://secure.gravatar.com'

const https = (what: string, example: string) =>
  z
    .string({ error: `give ${what} as an https:// address, e.g. ${example}` })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      message: `give ${what} as an https:// address, e.g. ${example}`,
    })
    .transform((value) => value.replace(/\/+$/, ''))

const repo = z
  .string({ error: 'add repo: the repository as owner/name, e.g. edgepoint/website' })
  .regex(/^[\w.-]+\/[\w.-]+(?:\/[\w.-]+)*$/, {
    message: 'write the repository as owner/name, e.g. edgepoint/website',
  })
const branch = z
  .string({ error: 'give branch as a name, e.g. main' })
  .regex(/^[\w./-]+$/, { message: 'give branch as a name, e.g. main' })
  .default('main')
const appId = (what: string) =>
  z.string({ error: `add app_id: ${what}` }).min(1, { message: `add app_id: ${what}` })

const github = z.strictObject({
  name: z.literal('github'),
  repo,
  branch,
  base_url: https(
    'base_url (the OAuth client editors sign in through)',
    'https://cms-auth.example.com',
  ),
  auth_endpoint: z.string().default('auth'),
  api_root: https('api_root', GITHUB_API).default(GITHUB_API),
  open_authoring: z.boolean().optional(),
})

const gitlab = z.strictObject({
  name: z.literal('gitlab'),
  repo,
  branch,
  auth_type: z.literal('pkce', {
    error: 'set auth_type: pkce (sign-in in the browser, no server of ours)',
  }),
  app_id: appId('the Application ID of the GitLab application (scope api)'),
  base_url: https('base_url', GITLAB).default(GITLAB),
  api_root: https('api_root', `${GITLAB}/api/v4`).default(`${GITLAB}/api/v4`),
})

const cognito = z.strictObject({
  name: z.literal('aws-cognito-github-proxy'),
  repo,
  branch,
  base_url: https(
    "base_url (the user pool's domain)",
    'https://edgepoint-cms.auth.ca-central-1.amazoncognito.com',
  ),
  app_id: appId("the id of the user pool's app client for the editor"),
  api_root: https('api_root (the proxy to the GitHub API)', 'https://cms-api.example.com'),
  auth_endpoint: z.string().default('oauth2/authorize'),
  auth_token_endpoint: z.string().default('oauth2/token'),
})

export const backendSchema = z.discriminatedUnion('name', [github, gitlab, cognito], {
  error: 'set name to github, gitlab or aws-cognito-github-proxy',
})

export type Backend = z.output<typeof backendSchema>

/** The `backend:` of Decap's configuration: the file's settings as Decap reads them. */
export function decapBackend(backend: Backend): Record<string, unknown> {
  return { ...backend }
}

const originOf = (url: string) => new URL(url).origin

export interface BackendOrigins {
  /** What the editor fetches: connect-src. */
  connect: string[]
  /** Where avatars come from: img-src (media come through the API, as blob: URLs). */
  img: string[]
}

/** The origins a back end's editor calls and shows images from (see the top of this file). */
export function backendOrigins(backend: Backend): BackendOrigins {
  const unique = (origins: string[]) => [...new Set(origins)]
  switch (backend.name) {
    case 'github': {
      const api = originOf(backend.api_root)
      return {
        connect: unique([api, GITHUB_STATUS]),
        // GitHub Enterprise serves avatars from its own host.
        img: [api === GITHUB_API ? GITHUB_AVATARS : api],
      }
    }
    case 'gitlab':
      return {
        connect: unique([originOf(backend.api_root), originOf(backend.base_url)]),
        img: unique([originOf(backend.base_url), GRAVATAR]),
      }
    case 'aws-cognito-github-proxy':
      return {
        connect: unique([originOf(backend.base_url), originOf(backend.api_root), GITHUB_STATUS]),
        img: ['https://github.com', GITHUB_AVATARS],
      }
  }
}

/** Reads and checks a back end file: every problem at once, each with its line and fix. */
export function parseBackend(file: string, text: string): Backend {
  const source = parseYaml(file, text)
  if (Array.isArray(source)) throw new InputError(file, source)
  const result = validateYaml(file, source, backendSchema)
  if ('problems' in result) throw new InputError(file, result.problems)
  return result.data
}

export async function readBackend(file: string = BACKEND_FILE): Promise<Backend> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new InputError(file, [
      {
        file,
        line: 1,
        message: `cannot read it (${error instanceof Error ? error.message : String(error)}): create it as docs/cms.md shows, or pass --backend <file>`,
      },
    ])
  })
  return parseBackend(file, text)
}

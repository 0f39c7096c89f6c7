import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test'
import { runTool } from './cms-support'
import { CMS_PORTS } from './ports'

/**
 * The production editor of each back end (`tools cms build --backend <file>`),
 * served as its host would (every header of its `_headers`), signs an editor
 * in under its own policy: no request is refused by the policy, and the
 * origins it connects to are exactly those the policy allows. The network is
 * never reached: every request off 127.0.0.1 is answered here, as the back
 * end would (a GitHub OAuth client's window, GitLab's and Cognito's PKCE
 * redirects and token endpoints, the APIs' /user and repository).
 */

const ORIGIN = `http://127.0.0.1:${CMS_PORTS.built}`
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

interface BackEnd {
  name: string
  yaml: string
  /** The sign-in button's name. */
  login: RegExp
  /** Where sign-in goes: a window (GitHub's OAuth client) or this page (PKCE). */
  signIn: string
  /** The answers of the back end's origins, by method and path. */
  answer(method: string, url: URL, body: string): { status: number; json?: unknown; png?: true }
  /** The avatar the back end gives the user. */
  avatar: string
}

const GITHUB_REPO = {
  full_name: 'edgepoint/website',
  name: 'website',
  owner: { login: 'edgepoint' },
  default_branch: 'main',
}
const githubApi = (avatar: string) => (method: string, url: URL) => {
  if (url.pathname.endsWith('/user'))
    return { status: 200, json: { login: 'editor', id: 1, name: 'Editor', avatar_url: avatar } }
  if (url.pathname.endsWith('/repos/edgepoint/website'))
    return {
      status: 200,
      json: { ...GITHUB_REPO, permissions: { admin: false, push: true, pull: true } },
    }
  return { status: 404, json: { message: 'Not Found' } }
}
const statusPage = {
  status: 200,
  json: {
    components: [
      { name: 'API Requests', status: 'operational' },
      { name: 'Issues, Pull Requests, Projects', status: 'operational' },
    ],
  },
}

const BACK_ENDS: BackEnd[] = [
  {
    name: 'github',
    yaml: 'name: github\nrepo: edgepoint/website\nbranch: main\nbase_url: https://cms-auth.example.com\n',
    login: /Login with GitHub/,
    signIn: 'https://cms-auth.example.com',
    avatar: 'https://avatars.githubusercontent.com/u/1?v=4',
    answer(method, url) {
      if (url.hostname === 'www.githubstatus.com') return statusPage
      if (url.hostname === 'avatars.githubusercontent.com') return { status: 200, png: true }
      return githubApi(this.avatar)(method, url)
    },
  },
  {
    name: 'gitlab',
    yaml: 'name: gitlab\nrepo: edgepoint/website\nbranch: main\nauth_type: pkce\napp_id: the-application-id\n',
    login: /Login with GitLab/,
    signIn: 'https://gitlab.com',
    avatar: 'https://secure.gravatar.com/avatar/0?s=80&d=identicon',
    answer(method, url, body) {
      if (url.hostname === 'secure.gravatar.com') return { status: 200, png: true }
      if (url.pathname === '/oauth/token') {
        const request = JSON.parse(body) as Record<string, string>
        const ok = request.code === 'the-code' && request.client_id === 'the-application-id'
        return ok
          ? {
              status: 200,
              json: { access_token: 'the-token', token_type: 'Bearer', expires_in: 7200 },
            }
          : { status: 400, json: { error: 'invalid_grant' } }
      }
      if (url.pathname === '/api/v4/user')
        return {
          status: 200,
          json: { id: 1, username: 'editor', name: 'Editor', avatar_url: this.avatar },
        }
      if (
        url.pathname === '/api/v4/projects/edgepoint%2Fwebsite' ||
        url.pathname === '/api/v4/projects/edgepoint/website'
      )
        return {
          status: 200,
          json: {
            path_with_namespace: 'edgepoint/website',
            default_branch: 'main',
            permissions: { project_access: { access_level: 40 } },
          },
        }
      return { status: 404, json: { message: '404 Not Found' } }
    },
  },
  {
    name: 'aws-cognito-github-proxy',
    yaml: [
      'name: aws-cognito-github-proxy',
      'repo: edgepoint/website',
      'branch: main',
      'base_url: https://edgepoint-cms.auth.ca-central-1.amazoncognito.com',
      'app_id: the-app-client',
      'api_root: https://cms-api.example.com',
      '',
    ].join('\n'),
    login: /Login/,
    signIn: 'https://edgepoint-cms.auth.ca-central-1.amazoncognito.com',
    avatar: 'https://github.com/website.png',
    answer(method, url, body) {
      if (url.hostname === 'www.githubstatus.com') return statusPage
      if (url.hostname === 'github.com') return { status: 200, png: true }
      if (url.pathname === '/oauth2/token') {
        const request = new URLSearchParams(body)
        return request.get('code') === 'the-code' && request.get('client_id') === 'the-app-client'
          ? {
              status: 200,
              json: {
                access_token: 'the-token',
                id_token: 'x',
                token_type: 'Bearer',
                expires_in: 3600,
              },
            }
          : { status: 400, json: { error: 'invalid_grant' } }
      }
      if (url.pathname === '/oauth2/userInfo')
        return { status: 200, json: { sub: '1', email: 'editor@edgepointwealth.com' } }
      return githubApi(this.avatar)(method, url)
    },
  },
]

/** The built editor as a static host serves it: its files, with the headers of its `_headers`. */
async function serveBuilt(dir: string): Promise<Server> {
  const headers = (await readFile(path.join(dir, '_headers'), 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const [name = '', ...value] = line.trim().split(': ')
      return [name, value.join(': ')] as const
    })
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.yml': 'text/yaml; charset=utf-8',
  }
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', ORIGIN).pathname
    const file = pathname === '/' ? 'index.html' : pathname.slice(1)
    for (const [name, value] of headers) res.setHeader(name, value)
    readFile(path.join(dir, path.basename(file)))
      .then((body) => {
        res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream')
        res.end(body)
      })
      .catch(() => {
        res.statusCode = 404
        res.end('Not found')
      })
  })
  await new Promise<void>((resolve) => server.listen(CMS_PORTS.built, '127.0.0.1', resolve))
  return server
}

const CORS = {
  'access-control-allow-origin': ORIGIN,
  'access-control-allow-headers': 'authorization, content-type, cache-control, pragma',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
}

/**
 * Answers every request off 127.0.0.1 as the back end would, and records its
 * origin by kind: what the page connects to, shows as an image, or navigates to.
 */
async function fakeNetwork(context: BrowserContext, backEnd: BackEnd) {
  const called = { connect: new Set<string>(), img: new Set<string>(), navigate: new Set<string>() }
  await context.route(
    (url) => url.origin !== ORIGIN,
    async (route: Route) => {
      const request = route.request()
      const url = new URL(request.url())
      const kind = request.resourceType()
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
      if (kind === 'document') {
        called.navigate.add(url.origin)
        return route.fulfill(signInAnswer(backEnd, url))
      }
      ;(kind === 'image' ? called.img : called.connect).add(url.origin)
      const answer = backEnd.answer(request.method(), url, request.postData() ?? '')
      return answer.png
        ? route.fulfill({ status: answer.status, contentType: 'image/png', body: PNG })
        : route.fulfill({ status: answer.status, headers: CORS, json: answer.json })
    },
  )
  return called
}

/**
 * Sign-in as the provider does it, the editor agreeing at once: GitHub's OAuth
 * client answers in its window by postMessage (the protocol of Decap's
 * NetlifyAuthenticator); GitLab and Cognito redirect back with a code (PKCE).
 */
function signInAnswer(backEnd: BackEnd, url: URL) {
  if (backEnd.name === 'github') {
    const success = `authorization:github:success:${JSON.stringify({ token: 'the-token', provider: 'github' })}`
    return {
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>OAuth client</title><script>
        addEventListener('message', (e) => window.opener.postMessage(${JSON.stringify(success)}, e.origin), { once: true })
        window.opener.postMessage('authorizing:github', '*')
      </script>`,
    }
  }
  const back = new URL(url.searchParams.get('redirect_uri') ?? ORIGIN)
  back.searchParams.set('code', 'the-code')
  back.searchParams.set('state', url.searchParams.get('state') ?? '')
  return { status: 302, headers: { location: back.href } }
}

/** Refusals of the policy, on the page whatever it navigates to. */
async function policyRefusals(page: Page): Promise<string[]> {
  const refused: string[] = []
  await page.exposeFunction('reportRefusal', (line: string) => refused.push(line))
  await page.addInitScript(() => {
    const report = (window as unknown as { reportRefusal(line: string): void }).reportRefusal
    addEventListener('securitypolicyviolation', (e) =>
      report(`${e.effectiveDirective} refused ${e.blockedURI}`),
    )
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return refused
}

/** The external origins of a directive of the built editor's policy. */
const allowed = (policy: string, directive: string) =>
  (policy.split('; ').find((d) => d.startsWith(`${directive} `)) ?? '')
    .split(' ')
    .slice(1)
    .filter((source) => source.startsWith('https://'))
    .sort()

// One port for the built editor: one test at a time, each whatever the others did.
test.describe.configure({ mode: 'default', timeout: 120_000 })

for (const backEnd of BACK_ENDS) {
  test(`${backEnd.name}: an editor signs in, and the editor connects to exactly the origins its policy allows`, async ({
    page,
    context,
  }) => {
    const dir = await mkdtemp(path.join(tmpdir(), `cms-${backEnd.name}-`))
    const file = path.join(dir, 'backend.yaml')
    await writeFile(file, backEnd.yaml)
    const built = await runTool([
      'cms',
      'build',
      '--backend',
      file,
      '--out',
      path.join(dir, 'site'),
    ])
    expect(built.code, built.output).toBe(0)
    const server = await serveBuilt(path.join(dir, 'site'))
    try {
      const headers = await readFile(path.join(dir, 'site/_headers'), 'utf8')
      const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
      const refused = await policyRefusals(page)
      const called = await fakeNetwork(context, backEnd)
      // The GitHub back ends check GitHub's status every five minutes: the clock runs them.
      await page.clock.install()
      await page.goto(`${ORIGIN}/`)
      await page.getByRole('button', { name: backEnd.login }).click()
      await expect(page.getByText('EdgePoint: Articles').first()).toBeVisible({ timeout: 30_000 })
      // The editor asks who signed in (the user endpoint) before it shows the collections.
      await page.clock.fastForward('05:01')
      await expect
        .poll(() => [...called.connect].sort(), { timeout: 10_000 })
        .toEqual(allowed(policy, 'connect-src'))
      // Images: what it showed came from origins its policy allows (Decap 3.16 shows no avatar).
      expect(
        [...called.img].filter((origin) => !allowed(policy, 'img-src').includes(origin)),
      ).toEqual([])
      expect([...called.navigate]).toEqual([backEnd.signIn])
      expect(refused).toEqual([])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await rm(dir, { recursive: true, force: true })
    }
  })
}

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { InputError } from '../content/errors'
import { adminPolicy } from './admin-files'
import { BACKEND_FILE, backendOrigins, parseBackend, type Backend } from './backend'

const parsed = (text: string) => parseBackend('backend.yaml', text)

function problemsOf(text: string): string[] {
  try {
    parsed(text)
  } catch (error) {
    if (error instanceof InputError) return error.message.split('\n').slice(1)
    throw error
  }
  throw new Error('no problem found')
}

/** A policy's sources of one directive. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${directive} `))
  return found?.split(' ').slice(1) ?? []
}

describe('the production back end, from its file', () => {
  it('reads the committed file', () => {
    expect(parseBackend(BACKEND_FILE, readFileSync(BACKEND_FILE, 'utf8')).name).toBe('github')
  })

  it('fills in Decap’s defaults', () => {
    expect(parsed('name: gitlab\nrepo: edgepoint/website\nauth_type: pkce\napp_id: abc\n')).toEqual(
      {
        name: 'gitlab',
        repo: 'edgepoint/website',
        branch: 'main',
        auth_type: 'pkce',
        app_id: 'abc',
        base_url: 'https://gitlab.com',
        api_root: 'https://gitlab.com/api/v4',
      },
    )
  })

  it('names every problem at once, each with its line and fix', () => {
    expect(
      problemsOf(
        'name: aws-cognito-github-proxy\nrepo: website\nbase_url: http://pool.example.com\nproxy: yes\n',
      ),
    ).toEqual([
      '  backend.yaml:2  "repo": write the repository as owner/name, e.g. edgepoint/website',
      '  backend.yaml:3  "base_url": give base_url (the user pool\'s domain) as an https:// address, e.g. https://edgepoint-cms.auth.ca-central-1.amazoncognito.com',
      '  backend.yaml:1  "app_id": missing: add app_id',
      '  backend.yaml:1  "api_root": missing: add api_root',
      '  backend.yaml:4  "proxy": unknown field: remove it or check its spelling',
    ])
  })

  it('says which back ends there are, and where YAML is broken', () => {
    expect(problemsOf('name: bitbucket\nrepo: a/b\n')).toEqual([
      '  backend.yaml:1  "name": set name to github, gitlab or aws-cognito-github-proxy',
    ])
    expect(problemsOf('name: github\nrepo: [a/b\n')[0]).toMatch(
      /backend\.yaml:\d+ {2}not valid YAML/,
    )
  })
})

describe('the editor’s policy, derived from its back end', () => {
  const github = parsed('name: github\nrepo: o/r\nbase_url: https://auth.example.com\n')
  const gitlab = parsed('name: gitlab\nrepo: o/r\nauth_type: pkce\napp_id: a\n')
  const selfHosted = parsed(
    'name: gitlab\nrepo: o/r\nauth_type: pkce\napp_id: a\nbase_url: https://git.example.com\napi_root: https://git.example.com/api/v4\n',
  )
  const cognito = parsed(
    'name: aws-cognito-github-proxy\nrepo: o/r\napp_id: a\nbase_url: https://pool.auth.ca-central-1.amazoncognito.com/\napi_root: https://proxy.example.com/github\n',
  )
  const cases: [string, Backend, string[], string[]][] = [
    [
      'GitHub: its API and status page; the OAuth client is a window, not a connection',
      github,
      ['https://api.github.com', 'https://www.githubstatus.com'],
      ['https://avatars.githubusercontent.com'],
    ],
    [
      'GitLab with PKCE: the API and the token endpoint, one origin',
      gitlab,
      ['https://gitlab.com'],
      ['https://gitlab.com', 'https://secure.gravatar.com'],
    ],
    [
      'a GitLab of its own',
      selfHosted,
      ['https://git.example.com'],
      ['https://git.example.com', 'https://secure.gravatar.com'],
    ],
    [
      'Cognito with the GitHub proxy: the pool, the proxy and the status page',
      cognito,
      [
        'https://pool.auth.ca-central-1.amazoncognito.com',
        'https://proxy.example.com',
        'https://www.githubstatus.com',
      ],
      ['https://github.com', 'https://avatars.githubusercontent.com'],
    ],
  ]
  for (const [name, backend, connect, img] of cases) {
    it(name, () => {
      expect(backendOrigins(backend)).toEqual({ connect, img })
      const policy = adminPolicy({ backend })
      expect(sources(policy, 'connect-src')).toEqual(["'self'", 'blob:', ...connect])
      expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...img])
    })
  }

  it('allows nothing outside on the local back end (npm run cms)', () => {
    const policy = adminPolicy({ frameSrc: ['http://127.0.0.1:8082'] })
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'blob:'])
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(sources(policy, 'frame-src')).toEqual(["'self'", 'blob:', 'http://127.0.0.1:8082'])
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/site/settings'
import { contentSecurityPolicy, fixedDirectives, unionOf } from './content-security-policy'

const NONE = { scripts: [], styles: [] }
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d === name || d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('contentSecurityPolicy', () => {
  it('is strict without settings: own origin only, no inline code but the hashed, no framing', () => {
    const policy = contentSecurityPolicy(fixedDirectives(DEFAULT_SETTINGS), {
      scripts: ["'sha256-a'"],
      styles: ["'sha256-b'"],
    })
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'"])
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-b'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'frame-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'worker-src')).toEqual(["'self'"])
    expect(directive(policy, 'upgrade-insecure-requests')).toEqual([])
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/)
  })

  it('lets in each third party only with its setting', () => {
    const settings: SiteSettings = {
      ...DEFAULT_SETTINGS,
      analytics: { ...DEFAULT_SETTINGS.analytics, containerId: 'GTM-ABC123' },
      botCheck: { siteKey: '0x4AAA' },
      signIn: {
        region: 'ca-central-1',
        userPoolId: 'ca-central-1_abc',
        clientId: 'client',
        endpoint: 'https://cognito-idp.ca-central-1.amazonaws.com/',
        hostedDomain: 'https://login.example.com',
        authFlow: 'USER_SRP_AUTH',
        scopes: ['openid'],
      },
    }
    const policy = contentSecurityPolicy(fixedDirectives(settings), NONE)
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.googletagmanager.com',
      'https://challenges.cloudflare.com',
    ])
    expect(directive(policy, 'frame-src')).toEqual(['https://challenges.cloudflare.com'])
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.ca-central-1.amazonaws.com',
      'https://login.example.com',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
  })
})

describe('unionOf', () => {
  it('gives every hash once, sorted', () => {
    expect(
      unionOf([
        { scripts: ["'sha256-b'", "'sha256-a'"], styles: ["'sha256-s'"] },
        { scripts: ["'sha256-a'", "'sha256-c'"], styles: ["'sha256-s'"] },
      ]),
    ).toEqual({ scripts: ["'sha256-a'", "'sha256-b'", "'sha256-c'"], styles: ["'sha256-s'"] })
  })
})

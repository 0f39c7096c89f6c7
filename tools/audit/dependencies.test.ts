import { describe, expect, it } from 'vitest'
import { EnvironmentError } from '../exit'
import { dependencyExitCode, formatDependencyAudit, readNpmAudit } from './dependencies'

/** The shape of `npm audit --json` (auditReportVersion 2, npm 7 and later). */
const withAdvisories = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    'node-fetch': {
      name: 'node-fetch',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1094253,
          name: 'node-fetch',
          title: 'node-fetch forwards secure headers to untrusted sites',
          url: 'https://github.com/advisories/GHSA-r683-j2x4-v87g',
          severity: 'high',
          range: '<2.6.7',
        },
      ],
      effects: ['isomorphic-unfetch'],
      range: '<2.6.7',
      nodes: ['node_modules/node-fetch'],
      fixAvailable: { name: 'amazon-cognito-identity-js', version: '6.3.21', isSemVerMajor: false },
    },
    'isomorphic-unfetch': {
      name: 'isomorphic-unfetch',
      severity: 'high',
      isDirect: false,
      via: ['node-fetch'],
      effects: [],
      range: '<=3.1.0',
      nodes: ['node_modules/isomorphic-unfetch'],
      fixAvailable: true,
    },
    'brace-expansion': {
      name: 'brace-expansion',
      severity: 'low',
      via: [],
      range: '1.0.0 - 1.1.11',
      fixAvailable: true,
    },
  },
  metadata: {
    vulnerabilities: { info: 0, low: 1, moderate: 0, high: 2, critical: 0, total: 3 },
    dependencies: { prod: 60, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 59 },
  },
})

const clean = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } },
})

describe('npm audit of the production dependencies', () => {
  it('passes with no advisory', () => {
    const report = readNpmAudit(clean)
    expect([report.ok, dependencyExitCode(report)]).toEqual([true, 0])
    expect(formatDependencyAudit(report)).toContain('No high or critical advisory')
  })

  it('reports high and critical advisories with their fix, not the low ones', () => {
    const report = readNpmAudit(withAdvisories)
    expect(report.counts).toMatchObject({ low: 1, high: 2, critical: 0 })
    expect(report.findings.map((f) => [f.name, f.severity, f.fix])).toEqual([
      ['isomorphic-unfetch', 'high', 'true'],
      ['node-fetch', 'high', 'amazon-cognito-identity-js@6.3.21'],
    ])
    expect(report.findings[1]?.via[0]).toContain('GHSA-r683-j2x4-v87g')
    expect(dependencyExitCode(report)).toBe(1)
    expect(formatDependencyAudit(report)).toContain('"overrides"')
  })

  it('says it could not run, never passes, when the registry refuses or npm is offline', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    })
    expect(() => readNpmAudit(refused)).toThrow(EnvironmentError)
    expect(() => readNpmAudit(refused)).toThrow(
      /could not run npm audit \(405: 405 Method Not Allowed/,
    )
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed' },
    })
    expect(() => readNpmAudit(offline)).toThrow(/could not run npm audit \(ENOTFOUND: request to/)
    expect(() => readNpmAudit('npm ERR! something')).toThrow(/not JSON/)
  })
})

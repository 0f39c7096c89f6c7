import { execFile } from 'node:child_process'
import { EnvironmentError, EXIT, type ExitCode } from '../exit'

/**
 * `npm audit --omit=dev`: the advisories of what the site ships and the
 * servers run (production dependencies), read from npm's JSON. High and
 * critical advisories are findings. When npm cannot ask the registry (offline,
 * a mirror without the audit endpoint) the check did not run: an
 * EnvironmentError, never a pass.
 */

export const BLOCKING = ['high', 'critical'] as const
export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical'

export interface DependencyFinding {
  name: string
  severity: Severity
  /** The package's installed range that is affected. */
  range: string
  /** Advisory titles and URLs, or the dependency it is vulnerable through. */
  via: string[]
  /** What `npm audit fix` would do: true, an upgrade that breaks semver, or false. */
  fix: string
}

export interface DependencyAuditReport {
  check: 'dependencies'
  ok: boolean
  /** Counts by severity over every advisory npm reported. */
  counts: Record<Severity, number>
  /** High and critical only. */
  findings: DependencyFinding[]
}

const SEVERITIES: readonly Severity[] = ['info', 'low', 'moderate', 'high', 'critical']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function why(json: Record<string, unknown>): string {
  const error = isRecord(json.error) ? json.error : {}
  const parts = [json.statusCode, json.message, error.code, error.summary, error.detail]
  const said = parts.filter((p) => (typeof p === 'string' && p.trim()) || typeof p === 'number')
  return said.join(': ') || 'no report'
}

/** Reads `npm audit --json` (npm 7 and later); throws EnvironmentError when npm reports no audit. */
export function readNpmAudit(stdout: string): DependencyAuditReport {
  let json: unknown
  try {
    json = JSON.parse(stdout)
  } catch {
    throw new EnvironmentError(
      `could not run npm audit: its output is not JSON (${stdout.slice(0, 200).trim() || 'empty'})`,
    )
  }
  if (!isRecord(json) || !isRecord(json.vulnerabilities) || !isRecord(json.metadata)) {
    throw new EnvironmentError(
      `could not run npm audit (${isRecord(json) ? why(json) : 'unexpected output'}): ` +
        'the registry must be reachable and answer its audit endpoint; run it again online',
    )
  }
  const totals = isRecord(json.metadata.vulnerabilities) ? json.metadata.vulnerabilities : {}
  const counts = Object.fromEntries(
    SEVERITIES.map((s) => [s, typeof totals[s] === 'number' ? totals[s] : 0]),
  ) as Record<Severity, number>
  const findings: DependencyFinding[] = []
  for (const [name, entry] of Object.entries(json.vulnerabilities)) {
    if (!isRecord(entry)) continue
    const severity = entry.severity as Severity
    if (!(BLOCKING as readonly string[]).includes(severity)) continue
    const via = (Array.isArray(entry.via) ? entry.via : []).map((v: unknown) =>
      isRecord(v) ? `${String(v.title)} (${String(v.url)})` : `through ${String(v)}`,
    )
    const fix = entry.fixAvailable
    findings.push({
      name,
      severity,
      range: typeof entry.range === 'string' ? entry.range : '',
      via,
      fix: isRecord(fix)
        ? `${String(fix.name)}@${String(fix.version)}${fix.isSemVerMajor ? ' (major)' : ''}`
        : String(fix ?? false),
    })
  }
  findings.sort((a, b) => a.name.localeCompare(b.name))
  return { check: 'dependencies', ok: findings.length === 0, counts, findings }
}

export function dependencyExitCode(report: DependencyAuditReport): ExitCode {
  return report.ok ? EXIT.clean : EXIT.findings
}

export function formatDependencyAudit(report: DependencyAuditReport): string {
  const counts = SEVERITIES.map((s) => `${report.counts[s]} ${s}`).join(', ')
  const lines = [`npm audit --omit=dev: ${counts}.`]
  for (const f of report.findings) {
    lines.push(
      `- ${f.severity}: ${f.name} ${f.range}; fix: ${f.fix}`,
      ...f.via.map((v) => `    ${v}`),
    )
  }
  lines.push(
    report.ok
      ? 'No high or critical advisory in the production dependencies.'
      : 'High or critical advisories: upgrade, or pin a fixed version under "overrides" in package.json.',
  )
  return lines.join('\n')
}

/** Runs npm audit in `cwd`; its exit code is not the verdict (it is 1 for any advisory). */
export function runNpmAudit(cwd: string, timeoutMs = 120_000): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  return new Promise((resolve, reject) => {
    execFile(
      npm,
      ['audit', '--omit=dev', '--json'],
      { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (stdout.trim()) resolve(stdout)
        else
          reject(new EnvironmentError(`could not run npm audit: ${error?.message ?? 'no output'}`))
      },
    )
  })
}

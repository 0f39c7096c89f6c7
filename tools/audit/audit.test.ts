import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BRANDS, type BrandId } from '../../src/site/brands'
import type { BuildRecord } from '../builder/build-record'
import { runAudit, type AuditOptions } from './audit'
import { EnvironmentError, UsageError } from '../exit'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

/**
 * A built site of one page as a build of `brand` leaves it, with its record
 * (fields changed by `record`, none when false); the report folder goes beside it.
 */
async function builtSite(
  brand: BrandId,
  record: Partial<Record<keyof BuildRecord, unknown>> | false = {},
): Promise<{ dir: string; reports: string }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'audit-'))
  folders.push(folder)
  const dir = path.join(folder, 'dist')
  await mkdir(path.join(dir, 'page-data', 'index'), { recursive: true })
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>')
  await writeFile(
    path.join(dir, 'page-data', 'index', 'page-data.json'),
    JSON.stringify({ path: '/', result: { template: 'home', locale: 'en' } }),
  )
  await writeFile(
    path.join(dir, 'page-data', 'app-data.json'),
    JSON.stringify({ webpackCompilationHash: 'abc123' }),
  )
  if (record) {
    await mkdir(path.join(dir, '_edge'))
    const full = { version: 1, brand, buildHash: 'abc123', signIn: null, ...record }
    await writeFile(path.join(dir, '_edge', 'build.json'), JSON.stringify(full))
  }
  return { dir, reports: path.join(folder, 'reports') }
}

/** Only the sign-in check: the others need a real build (content, a server, Chromium). */
const audit = (site: { dir: string; reports: string }, options: Partial<AuditOptions> = {}) =>
  runAudit({
    root: process.cwd(),
    dir: site.dir,
    skip: ['content', 'redirects', 'html', 'links', 'lighthouse'],
    reportsDir: site.reports,
    budgetsFile: 'lighthouse/budgets.json',
    runs: 1,
    formFactor: 'mobile',
    ...options,
  })

describe('the audit reads what it audits from the build', () => {
  it('audits a Cymbria build as Cymbria without being told, and refuses it without its sign-in', async () => {
    const report = await audit(await builtSite('cymbria'))
    expect(report).toMatchObject({ brand: 'cymbria', buildHash: 'abc123', signIn: null })
    expect(report.exitCode).toBe(1)
    expect(report.checks.find((c) => c.check === 'sign-in')).toMatchObject({
      result: 'fail',
      details: expect.stringMatching(
        /^Cymbria Corporation was built without its mandatory sign-in/,
      ),
    })
  })

  it('does not let --skip sign-in pass a Cymbria build without its mandatory sign-in', async () => {
    const report = await audit(await builtSite('cymbria'), {
      skip: ['content', 'sign-in', 'redirects', 'html', 'links', 'lighthouse'],
    })
    expect(report.exitCode).toBe(1)
    expect(report.checks.find((c) => c.check === 'sign-in')?.result).toBe('fail')
  })

  it('passes an Edgepoint build, which has no sign-in, named as the build says', async () => {
    const report = await audit(await builtSite('edgepoint'), {
      brand: { brand: BRANDS.edgepoint, by: '--brand edgepoint' },
    })
    expect(report).toMatchObject({ ok: true, exitCode: 0, brand: 'edgepoint' })
  })

  it('is a usage error, in one line and before any report, when asked for another brand than the build', async () => {
    const site = await builtSite('cymbria')
    const asked = audit(site, { brand: { brand: BRANDS.edgepoint, by: '--brand edgepoint' } })
    await expect(asked).rejects.toBeInstanceOf(UsageError)
    await expect(asked).rejects.toThrow(
      new RegExp(
        `^${site.dir}/ is a build of cymbria \\(Cymbria Corporation\\), not of edgepoint as --brand edgepoint says: leave it out to audit the build as it is, or build edgepoint\\.$`,
      ),
    )
    expect(existsSync(site.reports)).toBe(false)
  })

  it('is an environment error, saying to build again, for a build without its record', async () => {
    const site = await builtSite('edgepoint', false)
    const old = audit(site)
    await expect(old).rejects.toBeInstanceOf(EnvironmentError)
    await expect(old).rejects.not.toBeInstanceOf(UsageError)
    await expect(old).rejects.toThrow(/has no build record \(_edge\/build\.json\).*Build it again/)
    expect(existsSync(site.reports)).toBe(false)
  })

  it('is an environment error for a record that is not valid, or not of the pages beside it', async () => {
    await expect(audit(await builtSite('edgepoint', { version: 2 }))).rejects.toThrow(
      /_edge\/build\.json is not a build record \(version: .*\): build the site again/,
    )
    await expect(audit(await builtSite('edgepoint', { buildHash: 'old' }))).rejects.toThrow(
      /describes build old, but the pages are of build abc123: build the site again/,
    )
  })
})

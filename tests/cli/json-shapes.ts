import { z } from 'zod'
import { CHECKS } from '../../tools/audit/audit'
import { CATEGORIES, METRICS, RESOURCE_TYPES } from '../../tools/audit/budgets'

/**
 * The JSON the release CLI prints with --json, as a contract: every key is
 * always present (null when there is no value) and no other key appears.
 * Documented in tools/audit/README.md; the tests parse real output with these.
 */

const nullableNumber = z.number().nullable()

export const linksJson = z
  .object({
    check: z.literal('links'),
    ok: z.boolean(),
    dir: z.string(),
    external: z.boolean(),
    siteUrl: z.string().nullable(),
    documents: z.number().int(),
    checked: z.number().int(),
    skipped: z.number().int(),
    broken: z.array(
      z
        .object({
          page: z.string(),
          url: z.string(),
          status: z.number().int(),
          kind: z.enum(['page', 'fragment', 'image', 'asset', 'external']),
          reason: z.string(),
        })
        .strict(),
    ),
    seconds: z.number(),
  })
  .strict()

/** A value of each name, null when Lighthouse gave none: every name present, no other. */
const nullableOf = <K extends string>(names: readonly [K, ...K[]]) =>
  z.record(z.enum(names), nullableNumber)

const measured = z
  .object({
    scores: nullableOf(CATEGORIES),
    metrics: nullableOf(METRICS),
    bytes: nullableOf(RESOURCE_TYPES),
  })
  .strict()

export const lighthouseJson = z
  .object({
    check: z.literal('lighthouse'),
    ok: z.boolean(),
    dir: z.string(),
    budgetsFile: z.string(),
    formFactor: z.enum(['mobile', 'desktop']),
    runs: z.number().int().min(1),
    lighthouseVersion: z.string().nullable(),
    cpuSlowdownMultiplier: z.number().min(1),
    control: z
      .object({
        path: z.string(),
        runs: z.number().int(),
        failedRuns: z.number().int(),
        performance: nullableNumber,
        lcpMs: nullableNumber,
        tbtMs: nullableNumber,
        cls: nullableNumber,
        trusted: z.boolean(),
        maxRemeasures: z.number().int(),
        summary: z.string(),
      })
      .strict(),
    pages: z.array(
      z
        .object({
          template: z.string(),
          locale: z.string(),
          path: z.string(),
          runs: z.number().int(),
          failedRuns: z.number().int(),
          measured,
          error: z.string().nullable(),
          report: z.string().nullable(),
          benchmarkIndex: nullableNumber,
          lighthouseLcpMs: nullableNumber,
          lighthouseTbtMs: nullableNumber,
        })
        .strict(),
    ),
    breaches: z.array(
      z
        .object({
          template: z.string(),
          locale: z.string(),
          path: z.string(),
          kind: z.enum(['score', 'metric', 'bytes']),
          name: z.enum([...CATEGORIES, ...METRICS, ...RESOURCE_TYPES]),
          measured: nullableNumber,
          budget: z.number(),
          message: z.string(),
        })
        .strict(),
    ),
    warnings: z.array(z.string()),
    seconds: z.number(),
  })
  .strict()

export const htmlJson = z
  .object({
    check: z.literal('html'),
    ok: z.boolean(),
    config: z.string(),
    documents: z.number().int(),
    problems: z.array(
      z
        .object({
          file: z.string(),
          line: z.number().int(),
          column: z.number().int(),
          rule: z.string(),
          message: z.string(),
        })
        .strict(),
    ),
    seconds: z.number(),
  })
  .strict()

export const auditJson = z
  .object({
    check: z.literal('audit'),
    ok: z.boolean(),
    exitCode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    dir: z.string(),
    brand: z.string(),
    buildHash: z.string().nullable(),
    signIn: z.object({ region: z.string(), userPoolId: z.string() }).strict().nullable(),
    startedAt: z.iso.datetime(),
    reportDir: z.string(),
    checks: z.array(
      z
        .object({
          check: z.enum(['build', ...CHECKS]),
          result: z.enum(['pass', 'fail', 'skipped', 'error']),
          findings: z.number().int(),
          seconds: z.number(),
          details: z.string(),
          report: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict()

const problemJson = z
  .object({
    file: z.string(),
    line: z.number().int().min(1),
    field: z.string().nullable(),
    message: z.string(),
  })
  .strict()

const month = z.string().regex(/^\d{4}-\d{2}$/)
const day = z.iso.date()

/** `tools figures import --json`. */
export const figuresImportJson = z
  .object({
    command: z.literal('figures import'),
    ok: z.boolean(),
    brand: z.enum(['edgepoint', 'cymbria']),
    file: z.string(),
    target: z.string(),
    kind: z.enum(['growth', 'share-history']),
    dryRun: z.boolean(),
    written: z.boolean(),
    problems: z.array(problemJson),
    unapproved: z.array(problemJson),
    summary: z
      .object({
        added: z.array(month),
        changed: z.array(month),
        unchanged: z.number().int(),
        previousLastMonth: month.nullable(),
        lastMonth: month.nullable(),
        approvedThrough: day,
      })
      .strict(),
  })
  .strict()

const siteDates = z.object({ asAtDate: day, performanceApprovalDate: day }).strict()

/** `tools figures approve --json`. */
export const figuresApproveJson = z
  .object({
    command: z.literal('figures approve'),
    ok: z.boolean(),
    brand: z.enum(['edgepoint', 'cymbria']),
    file: z.string(),
    figuresFile: z.string(),
    dryRun: z.boolean(),
    written: z.boolean(),
    previous: siteDates,
    dates: siteDates,
    problems: z.array(problemJson),
    figures: z.array(
      z
        .object({
          portfolio: z.string(),
          series: z.string(),
          changed: z.array(
            z.enum(['performance', 'calendarYearReturns', 'bestThreeMonths', 'worstThreeMonths']),
          ),
        })
        .strict(),
    ),
    histories: z.array(
      z
        .object({ file: z.string(), shownThrough: month.nullable(), pending: z.array(month) })
        .strict(),
    ),
  })
  .strict()

const redirectFinding = z
  .object({
    file: z.string(),
    line: z.number().int().min(1),
    field: z.string().optional(),
    message: z.string(),
    severity: z.enum(['error', 'warning']),
    rule: z.enum([
      'csv',
      'contradicts-content',
      'redundant',
      'path-format',
      'whitespace',
      'duplicate',
      'self',
      'loop',
      'chain',
      'missing-target',
      'shadows-page',
      'off-site',
    ]),
    fix: z.string().optional(),
  })
  .strict()

/** `tools redirects check --json`: the effective table (hand rows + rows derived from the content). */
export const redirectsCheckJson = z
  .object({
    file: z.string(),
    rows: z.number().int(),
    hand: z.number().int(),
    derived: z.number().int(),
    errors: z.number().int(),
    findings: z.array(redirectFinding),
  })
  .strict()

/** `tools redirects derived --json`: every row the content makes. */
export const redirectsDerivedJson = z
  .object({
    file: z.string(),
    rows: z.array(
      z
        .object({
          fromPath: z.string(),
          toPath: z.string(),
          isPermanent: z.boolean(),
          ignoreCase: z.boolean(),
          redirectInBrowser: z.boolean(),
          family: z.enum(['chinese-fallback', 'french-slug', 'unprefixed-french']),
          derivedFrom: z.string(),
          because: z.string(),
          overriddenByLine: z.number().int().nullable(),
        })
        .strict(),
    ),
  })
  .strict()

/** `tools redirects fix --json`: what was written (null: nothing, the table has rows it cannot read), then the check. */
export const redirectsFixJson = z
  .object({
    fixed: z
      .object({
        file: z.string(),
        rows: z.number().int(),
        collapsed: z.number().int(),
        removed: z.number().int(),
      })
      .strict()
      .nullable(),
    check: redirectsCheckJson,
  })
  .strict()

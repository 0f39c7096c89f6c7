import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { EnvironmentError, errorMessage } from '../exit'

/** Lighthouse categories with a minimum score, 0-100 as Lighthouse's report shows them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
/** What a timing verdict needs measured: the control page's and the verdict test's only category. */
export const TIMING_CATEGORIES: readonly Category[] = ['performance']

/** Metrics with a maximum: milliseconds for LCP and TBT, the unitless layout-shift score for CLS. */
export const METRICS = ['lcpMs', 'tbtMs', 'cls'] as const
export type Metric = (typeof METRICS)[number]

/** Transfer sizes with a maximum, from Lighthouse's `resource-summary` audit, in bytes. */
export const RESOURCE_TYPES = [
  'total',
  'script',
  'stylesheet',
  'image',
  'font',
  'document',
] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

const score = z.number().int().min(0).max(100).describe('Lighthouse category score, 0-100')
const ms = z.number().min(0).describe('Milliseconds')
const bytes = z.number().int().min(0).describe('Transfer size in bytes')
const cls = z.number().min(0).describe('Cumulative layout shift, compared at 3 decimals')

/** One schema for each name, every name present and no other. */
const keyed = <K extends string, S extends z.ZodType>(
  names: readonly K[],
  schemaOf: (name: K) => S,
) =>
  z.object(Object.fromEntries(names.map((name) => [name, schemaOf(name)])) as Record<K, S>).strict()

/** CLS is a score without unit, the other metrics milliseconds. */
const metric = (name: Metric) => (name === 'cls' ? cls : ms)

const minScores = keyed(CATEGORIES, () => score)
const maxMetrics = keyed(METRICS, metric)
const maxBytes = keyed(RESOURCE_TYPES, () => bytes)

/** An override: absent keeps the default, `null` removes that budget for the template. */
const keep = <S extends z.ZodType>(schema: S) => schema.nullable().optional()

const minScoresOverride = keyed(CATEGORIES, () => keep(score))
const maxMetricsOverride = keyed(METRICS, (name) => keep(metric(name)))
const maxBytesOverride = keyed(RESOURCE_TYPES, () => keep(bytes))

const budget = z
  .object({
    note: z.string().optional().describe('Where a default differs from the target, and why'),
    minScores: minScores.describe('Minimum score per Lighthouse category'),
    maxMetrics: maxMetrics.describe('Maximum LCP and TBT (ms) and CLS'),
    maxBytes: maxBytes.describe('Maximum transfer bytes, in total and per resource type'),
  })
  .strict()
  .describe('The budgets every page template starts from')

const templateOverride = z
  .object({
    note: z.string().optional().describe('Why this template differs from the defaults'),
    minScores: minScoresOverride.optional(),
    maxMetrics: maxMetricsOverride.optional(),
    maxBytes: maxBytesOverride.optional(),
  })
  .strict()

/** The schema of `lighthouse/budgets.json` (see lighthouse/README.md). */
export const budgetsSchema = z
  .object({
    $schema: z.string().optional().describe('Path to budgets.schema.json, for editors'),
    defaults: budget,
    templates: z
      .record(z.string().regex(/^[a-z0-9-]+$/), templateOverride)
      .describe('Page templates by name, each with the defaults it overrides ({} for none)'),
  })
  .strict()

export type BudgetsFile = z.infer<typeof budgetsSchema>

/** The budgets that apply to one template after its overrides; a missing key means no budget. */
export interface Budget {
  minScores: Partial<Record<Category, number>>
  maxMetrics: Partial<Record<Metric, number>>
  maxBytes: Partial<Record<ResourceType, number>>
}

/** Validates budgets; every problem is listed with its JSON path. */
export function parseBudgets(file: string, value: unknown): BudgetsFile {
  const parsed = budgetsSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map(
    (i) => `  ${i.path.length > 0 ? i.path.join('.') : '(top level)'}: ${i.message}`,
  )
  throw new EnvironmentError(`${file} is not a valid budgets file:\n${problems.join('\n')}`)
}

export async function loadBudgets(file: string): Promise<BudgetsFile> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new EnvironmentError(`No budgets file at ${file} (see lighthouse/README.md).`)
  })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new EnvironmentError(`${file} is not JSON: ${errorMessage(error)}`)
  }
  return parseBudgets(file, value)
}

function merged<K extends string>(
  keys: readonly K[],
  base: Record<K, number>,
  override: Partial<Record<K, number | null>> | undefined,
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {}
  for (const key of keys) {
    const value = override?.[key]
    if (value === undefined) out[key] = base[key]
    else if (value !== null) out[key] = value
  }
  return out
}

/** The budget of a template: the defaults with the template's overrides applied. */
export function budgetFor(budgets: BudgetsFile, template: string): Budget {
  const o = budgets.templates[template]
  return {
    minScores: merged(CATEGORIES, budgets.defaults.minScores, o?.minScores),
    maxMetrics: merged(METRICS, budgets.defaults.maxMetrics, o?.maxMetrics),
    maxBytes: merged(RESOURCE_TYPES, budgets.defaults.maxBytes, o?.maxBytes),
  }
}

/** What one page measured (medians over the runs). `null` when Lighthouse gave no value. */
export interface Measurement {
  scores: Record<Category, number | null>
  metrics: Record<Metric, number | null>
  bytes: Record<ResourceType, number | null>
}

export type BreachKind = 'score' | 'metric' | 'bytes'

export interface Breach {
  kind: BreachKind
  /** A category, metric or resource type name. */
  name: Category | Metric | ResourceType
  /** `null` when Lighthouse could not measure it (which breaches any budget). */
  measured: number | null
  budget: number
  message: string
}

const LABELS: Record<Category | Metric | ResourceType, string> = {
  performance: 'performance score',
  accessibility: 'accessibility score',
  'best-practices': 'best-practices score',
  seo: 'SEO score',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  total: 'total bytes',
  script: 'script bytes',
  stylesheet: 'stylesheet bytes',
  image: 'image bytes',
  font: 'font bytes',
  document: 'document bytes',
}

const show = (name: Category | Metric | ResourceType, value: number | null): string => {
  if (value === null) return 'not measured'
  if (name === 'lcpMs' || name === 'tbtMs') return `${Math.round(value)} ms`
  if (name === 'cls') return value.toFixed(3)
  if ((RESOURCE_TYPES as readonly string[]).includes(name))
    return `${value} B (${(value / 1024).toFixed(1)} KB)`
  return String(value)
}

/**
 * Compares one page's measurement with its budget. Scores must be at least
 * their minimum; metrics and bytes at most their maximum. CLS is compared at
 * Lighthouse's display precision (3 decimals), so 0.0004 meets a budget of 0.
 */
export function compareWithBudget(measured: Measurement, budget: Budget): Breach[] {
  const breaches: Breach[] = []
  for (const name of CATEGORIES) {
    const min = budget.minScores[name]
    const value = measured.scores[name]
    if (min !== undefined && (value === null || value < min))
      breaches.push({
        kind: 'score',
        name,
        measured: value,
        budget: min,
        message: `${LABELS[name]} ${show(name, value)} < ${min}`,
      })
  }
  for (const name of METRICS) {
    const max = budget.maxMetrics[name]
    const raw = measured.metrics[name]
    const value = raw === null ? null : name === 'cls' ? Math.round(raw * 1000) / 1000 : raw
    if (max !== undefined && (value === null || value > max))
      breaches.push({
        kind: 'metric',
        name,
        measured: raw,
        budget: max,
        message: `${LABELS[name]} ${show(name, value)} > ${show(name, max)}`,
      })
  }
  for (const name of RESOURCE_TYPES) {
    const max = budget.maxBytes[name]
    const value = measured.bytes[name]
    if (max !== undefined && (value === null || value > max))
      breaches.push({
        kind: 'bytes',
        name,
        measured: value,
        budget: max,
        message: `${LABELS[name]} ${show(name, value)} > ${show(name, max)}`,
      })
  }
  return breaches
}

import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blockSchema } from '../../src/model/blocks'
import { portfoliosFileSchema } from '../../src/model/brand-data'
import { frontMatterSchema } from '../../src/model/front-matter'

/**
 * Editors learn the front matter from `content/README.md`: its examples show
 * every field of every content type and block, and are valid front matter;
 * likewise every field of an entry of `data/portfolios.yaml`. A field added
 * to a schema fails here, by its name, until the README shows it.
 */

const README = 'content/README.md'

/** The YAML examples of the README, parsed. */
function examples(): Record<string, unknown>[] {
  const text = readFileSync(README, 'utf8')
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (m) => parse(m[1] ?? '') as Record<string, unknown>,
  )
}

/** The fields of an object schema, by name. */
const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort()

/** Every field of a schema, nested ones by their path (`portfolios.series.mer`); a list adds no step. */
function schemaPaths(schema: z.core.$ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return schemaPaths(schema.unwrap(), prefix)
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element, prefix)
  if (!(schema instanceof z.ZodObject)) return []
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const at = prefix ? `${prefix}.${name}` : name
    return [at, ...schemaPaths(field, at)]
  })
}

/** The same paths in a YAML example. */
function examplePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => examplePaths(item, prefix))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([name, field]) => {
    const at = prefix ? `${prefix}.${name}` : name
    return [at, ...examplePaths(field, at)]
  })
}

const keysOf = (objects: readonly Record<string, unknown>[]) =>
  [...new Set(objects.flatMap((o) => Object.keys(o)))].sort()

describe(`${README} shows every field`, () => {
  const all = examples()

  it.each(frontMatterSchema.options.map((schema) => [schema.shape.type.value, schema] as const))(
    'type: %s: its example has every field and is valid front matter',
    (type, schema) => {
      const example = all.find((e) => e.type === type)
      expect(example, `no example of type ${type} in ${README}`).toBeDefined()
      expect(keysOf([example ?? {}])).toEqual(fieldsOf(schema))
      expect(frontMatterSchema.safeParse(example).error?.issues ?? []).toEqual([])
    },
  )

  it('every block type, with every field, in the examples', () => {
    const blocks = all.flatMap((e) =>
      Array.isArray(e.blocks) ? (e.blocks as Record<string, unknown>[]) : [],
    )
    const unshown = blockSchema.options.flatMap((schema) => {
      const type = schema.shape.type.value
      const shown = keysOf(blocks.filter((b) => b.type === type))
      const missing = fieldsOf(schema).filter((field) => !shown.includes(field))
      return missing.length > 0 ? [`${type}: ${missing.join(', ')}`] : []
    })
    expect(unshown).toEqual([])
  })

  it('data/portfolios.yaml: its example has every field and is a valid file', () => {
    const example = all.find((e) => 'portfolios' in e && !('type' in e))
    expect(example, `no example of data/portfolios.yaml in ${README}`).toBeDefined()
    const shown = new Set(examplePaths(example))
    const unshown = schemaPaths(portfoliosFileSchema).filter((path) => !shown.has(path))
    expect(unshown, `in the schema, but not in ${README}'s example`).toEqual([])
    expect(portfoliosFileSchema.safeParse(example).error?.issues ?? []).toEqual([])
  })
})

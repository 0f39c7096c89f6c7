import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { frontMatterSchema } from '../../src/model/front-matter'
import { BRAND_IDS } from '../../src/site/brands'
import {
  CONFIG_FILE,
  collectionName,
  decapConfig,
  decapConfigYaml,
} from '../../tools/cms/decap-config'
import type { DecapField } from '../../tools/cms/decap-fields'

/** Field paths of a JSON Schema (zod's own export, independent of the generator): `blocks[hero].image.alt`. */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  const s = schema as {
    properties?: Record<string, unknown>
    items?: unknown
    oneOf?: unknown[]
    anyOf?: unknown[]
    allOf?: unknown[]
  }
  const paths: string[] = []
  for (const [name, sub] of Object.entries(s.properties ?? {})) {
    const at = prefix ? `${prefix}.${name}` : name
    paths.push(at, ...schemaPaths(sub, at))
  }
  if (s.items) {
    const options =
      (s.items as { oneOf?: unknown[]; anyOf?: unknown[] }).oneOf ??
      (s.items as { anyOf?: unknown[] }).anyOf
    if (options) {
      for (const option of options) {
        const type = (option as { properties?: { type?: { const?: string } } }).properties?.type
          ?.const
        if (type)
          paths.push(
            ...schemaPaths(option, `${prefix}[${type}]`).filter((p) => !p.endsWith('].type')),
          )
      }
    } else paths.push(...schemaPaths(s.items, prefix))
  }
  for (const sub of [...(s.anyOf ?? []), ...(s.allOf ?? [])])
    paths.push(...schemaPaths(sub, prefix))
  return paths
}

function editorPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const at = prefix ? `${prefix}.${f.name}` : f.name
    return [
      at,
      ...editorPaths(f.fields ?? [], at),
      ...(f.field ? editorPaths(f.field.fields ?? [], at) : []),
      ...(f.types ?? []).flatMap((t) => editorPaths(t.fields, `${at}[${t.name}]`)),
    ]
  })
}

describe('the CMS configuration', () => {
  it(`is the one the model generates (${CONFIG_FILE}; regenerate with npm run tools -- cms config)`, () => {
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(decapConfigYaml())
  })

  const config = decapConfig()
  for (const schema of frontMatterSchema.options) {
    const type = schema.shape.type.value
    it(`has an editor for every field of a ${type}, in every brand`, () => {
      const wanted = schemaPaths(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))
      expect(wanted.length).toBeGreaterThan(3)
      for (const brand of BRAND_IDS) {
        const collection = config.collections.find((c) => c.name === collectionName(brand, type))
        const have = new Set(editorPaths(collection?.fields ?? []))
        expect(wanted.filter((p) => !have.has(p))).toEqual([])
      }
    })
  }
})

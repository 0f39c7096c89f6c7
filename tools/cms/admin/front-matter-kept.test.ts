import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCE, fromFile, toFile, type WriteRules } from './front-matter-kept'

const rules: WriteRules = {
  keyOrder: () => ['id', 'type', 'slug', 'title', 'description', 'date', 'authors'],
  hasContent: (fields, body) => typeof fields.title === 'string' || body.trim() !== '',
}

const FILE = `---
id: q1-2024-credit-commentary
type: article
slug: Q1-2024-credit-commentary
title: Q1 2024 credit commentary
description: 'Spreads kept narrowing: a quoted description.'
date: 2024-04-15
category: commentary
authors: [liamb, thomasn]
# A comment stays.
portfolios: [credit]
---
Credit markets were calm.
`

describe('the CMS file format that keeps front matter as written', () => {
  it('writes back every content file of the site byte for byte when nothing was edited', () => {
    const root = path.resolve('content')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    )
    expect(files.length).toBeGreaterThan(200)
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8')
      expect(toFile(fromFile(text), rules), file).toBe(text)
    }
  })

  it('changes only the edited line, keeping quotes, flow lists and comments', () => {
    const data = fromFile(FILE)
    const edited = toFile({ ...data, title: 'Q1 2024 credit commentary, revised' }, rules)
    expect(edited).toBe(
      FILE.replace('title: Q1 2024 credit commentary', 'title: Q1 2024 credit commentary, revised'),
    )
    const authors = toFile({ ...data, authors: ['liamb'] }, rules)
    expect(authors).toBe(FILE.replace('authors: [liamb, thomasn]', 'authors: [liamb]'))
  })

  it("drops what the form left empty and a removed key, and keeps a decorative image's empty alt", () => {
    const data = fromFile(FILE)
    const out = toFile(
      {
        ...data,
        series: '',
        portfolios: [],
        image: { src: '/images/articles/a.jpg', alt: '' },
      },
      rules,
    )
    expect(out).not.toContain('series')
    expect(out).not.toContain('portfolios')
    expect(out).toContain("image:\n  src: /images/articles/a.jpg\n  alt: ''\n")
  })

  it('writes a new file with its keys in the schema order and short lists in flow style', () => {
    const out = toFile(
      {
        body: 'Text',
        authors: ['liamb'],
        title: 'New',
        type: 'article',
        id: 'new',
        date: '2025-01-02',
      },
      rules,
    )
    expect(out).toBe(
      '---\nid: new\ntype: article\ntitle: New\ndate: 2025-01-02\nauthors: [liamb]\n---\nText\n',
    )
  })

  it('writes nothing for a translation never started: only fields taken from English', () => {
    expect(
      toFile({ id: 'new', type: 'article', date: '2025-01-02', title: '', body: '' }, rules),
    ).toBe('')
  })

  it('keeps the source out of the written file', () => {
    expect(toFile(fromFile(FILE), rules)).not.toContain(SOURCE)
  })
})

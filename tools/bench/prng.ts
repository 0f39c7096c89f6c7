/**
 * A small seeded pseudo-random generator (mulberry32) for the benchmark corpus:
 * the same seed gives the same sequence on every machine and Node version.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
  /** `count` distinct items of `items` (all of them if there are fewer), in drawn order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** FNV-1a over the parts, so each (seed, kind, index, locale) gets its own stream. */
export function seedOf(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1)
      if (item !== undefined) out.push(item)
    }
    return out
  }
  return { next, int, pick, chance: (p) => next() < p, sample }
}

/** A generator for one stream of the corpus: `rngFor(seed, 'article', 12, 'fr')`. */
export function rngFor(...parts: ReadonlyArray<string | number>): Rng {
  return mulberry32(seedOf(...parts))
}

/** Runs `task` over `items` with at most `limit` at a time, in their order, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  // One iterator shared by the workers: each item is taken exactly once.
  const queue = items.entries()
  const worker = async () => {
    for (const [i, item] of queue) results[i] = await task(item)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
}

/**
 * At most `limit` tasks at a time, started in the order they are asked for:
 * for tasks whose turn comes when something else is ready, not from a list.
 */
export function limiter(limit: number): <R>(task: () => Promise<R>) => Promise<R> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

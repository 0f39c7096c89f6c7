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

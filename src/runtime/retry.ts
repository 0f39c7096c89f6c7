/** The specification's page-loading constants (sections 4 and 9). */
export const PAGE_DATA_RETRY_LIMIT = 3
export const DELAYED_LOAD_NOTICE_MS = 1000

/** HTTP statuses worth another try: the server or a proxy is briefly unavailable. */
const TRANSIENT = new Set([408, 425, 429, 502, 503, 504])

export function isTransientStatus(status: number): boolean {
  return TRANSIENT.has(status)
}

/** Wait before retry `attempt` (1-based): 250 ms, 500 ms, 1 s. */
export function backoffMs(attempt: number): number {
  return 250 * 2 ** (attempt - 1)
}

/** An answer the page loader must act on rather than retry: 404, 500 and the like. */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`We couldn't load "${url}" (HTTP ${status})`)
    this.name = 'HttpStatusError'
  }
}

export interface RetryOptions {
  retries?: number
  sleep?: (ms: number) => Promise<void>
  fetcher?: typeof fetch
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * GETs `url`; a network failure or a transient status is retried up to
 * `retries` times with backoff. Any other answer is returned as it is.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries = PAGE_DATA_RETRY_LIMIT, sleep = wait, fetcher = fetch }: RetryOptions = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetcher(url, init)
      if (!isTransientStatus(response.status) || attempt >= retries) return response
    } catch (error) {
      if (attempt >= retries) throw error
    }
    await sleep(backoffMs(attempt + 1))
  }
}

import { ProviderError } from './errors'

/**
 * One call to the user-pool API (a JSON POST naming the operation in
 * X-Amz-Target), for what the library cannot do our way: a refresh whose
 * retries follow the specification, and GetUser without caching its answer
 * in a cookie.
 */
export async function providerRequest<T>(
  endpoint: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      cache: 'no-store',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    })
  } catch {
    throw new ProviderError('NetworkError', 'Network error')
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return data as T
  const type = data.__type ?? data.code ?? response.headers.get('x-amzn-errortype')
  const code = typeof type === 'string' ? (type.split('#').pop() ?? type).split(':')[0] : ''
  const message = data.message ?? data.Message
  throw new ProviderError(
    code || `HTTP${response.status}`,
    typeof message === 'string' ? message : `HTTP ${response.status}`,
    response.status,
  )
}

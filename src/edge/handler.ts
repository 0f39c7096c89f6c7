/** A web-standard request handler; `undefined` passes the request to the next one. */
export type Handler = (request: Request) => Promise<Response | undefined>

export function compose(...handlers: Handler[]): (request: Request) => Promise<Response> {
  return async (request) => {
    for (const handler of handlers) {
      const response = await handler(request)
      if (response) return response
    }
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}

import { createRouter } from '@tanstack/react-router'
import { buildOnlyAdapter, pageBodyAdapter } from './page-data/page-body'
import type { RouterContext } from './page-data/router-context'
import { routeTree } from './routeTree.gen'
import { parseQuery, stringifyQuery } from './runtime/query'
import { PageError } from './templates/page-error'

export interface AppRouterOptions {
  /**
   * A static host answers an unknown URL with its locale's `404.html`, which was
   * rendered for `/fr/404/`. Mapping that URL to the rendered path lets the page
   * hydrate as rendered while the address bar keeps what the visitor asked for.
   */
  renderedAs?: { url: string; path: string }
  /** Prefetch the next page's data on link intent (off on 2g and save-data connections). */
  prefetch?: boolean
}

/**
 * Read by the router when it dehydrates a page and when it hydrates one. Its
 * types keep this option for TanStack Start's config, so it is spread in
 * rather than written among the typed options.
 */
const SSR_OPTIONS = { serializationAdapters: [pageBodyAdapter, buildOnlyAdapter] }

export function createAppRouter(
  context: RouterContext,
  { renderedAs, prefetch = true }: AppRouterOptions = {},
) {
  return createRouter({
    routeTree,
    context,
    ...(renderedAs
      ? {
          rewrite: {
            input: ({ url }: { url: URL }) => {
              if (url.pathname === renderedAs.url) url.pathname = renderedAs.path
              return url
            },
          },
        }
      : {}),
    trailingSlash: 'always',
    defaultPreload: prefetch ? 'intent' : false,
    scrollRestoration: true,
    defaultErrorComponent: PageError,
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    // Page data is immutable within a build: keep what was fetched.
    defaultStaleTime: Infinity,
    defaultPreloadStaleTime: Infinity,
    ...SSR_OPTIONS,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

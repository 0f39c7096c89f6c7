import { createRouter } from '@tanstack/react-router'
import type { i18n as I18n } from 'i18next'
import type { PageDataSource } from './page-data/source'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  pageData: PageDataSource
  i18n: I18n
}

export interface AppRouterOptions {
  /**
   * A static host answers an unknown URL with its locale's `404.html`, which was
   * rendered for `/fr/404/`. Mapping that URL to the rendered path lets the page
   * hydrate as rendered while the address bar keeps what the visitor asked for.
   */
  renderedAs?: { url: string; path: string }
}

export function createAppRouter(context: RouterContext, { renderedAs }: AppRouterOptions = {}) {
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
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Page data is immutable within a build: keep what was fetched.
    defaultStaleTime: Infinity,
    defaultPreloadStaleTime: Infinity,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

import { describe, expect, it } from 'vitest'
import {
  clientEntryUrl,
  routeIdOfFile,
  routerManifestFromVite,
  stylesheetsOf,
  type ViteManifest,
} from './router-manifest'

describe('routeIdOfFile', () => {
  it('maps directory-style route files to router ids', () => {
    expect(routeIdOfFile('src/routes/{-$locale}/route.tsx?tsr-split=component')).toBe('/{-$locale}')
    expect(routeIdOfFile('src/routes/{-$locale}/index.tsx?tsr-split=component')).toBe(
      '/{-$locale}/',
    )
    expect(routeIdOfFile('src/routes/{-$locale}/$.tsx?tsr-split=component')).toBe('/{-$locale}/$')
    expect(routeIdOfFile('src/routes/{-$locale}/article/$slug.tsx?tsr-split=component')).toBe(
      '/{-$locale}/article/$slug',
    )
  })
})

describe('routerManifestFromVite', () => {
  const vite: ViteManifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/entry.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_page.js': { file: 'assets/page.js', imports: ['_shared.js'] },
    'src/routes/{-$locale}/article/$slug.tsx?tsr-split=component': {
      file: 'assets/slug.js',
      isDynamicEntry: true,
      imports: ['_page.js', '_shared.js', 'src/entry-client.tsx'],
      css: ['assets/slug.css'],
    },
  }

  it("puts the entry's CSS and imports on the root route, and leaves its script to the build", () => {
    const { routes } = routerManifestFromVite(vite)
    expect(routes.__root__).toEqual({ preloads: ['/assets/shared.js'], css: ['/assets/entry.css'] })
    expect(clientEntryUrl(vite)).toBe('/assets/entry.js')
  })

  it("preloads a route's own chunks once, without repeating the root's", () => {
    const { routes } = routerManifestFromVite(vite)
    expect(routes['/{-$locale}/article/$slug']).toEqual({
      preloads: ['/assets/slug.js', '/assets/page.js'],
      css: ['/assets/slug.css'],
    })
  })

  it('hands the router the stylesheets to inline, unable to close their style element early', () => {
    const manifest = routerManifestFromVite(vite, {
      inlineCss: { '/assets/entry.css': 'a{}</style><script>x</script>' },
    })
    expect(manifest.inlineCss?.styles['/assets/entry.css']).toBe('a{}<\\/style><script>x</script>')
    expect(routerManifestFromVite(vite, { inlineCss: {} }).inlineCss).toBeUndefined()
  })

  it('puts a stylesheet of no chunk (CSS code splitting off) on the root route', () => {
    const oneStylesheet: ViteManifest = {
      ...vite,
      'style.css': { file: 'assets/style-x.css' },
    }
    expect(routerManifestFromVite(oneStylesheet).routes.__root__?.css).toEqual([
      '/assets/entry.css',
      '/assets/style-x.css',
    ])
    expect(stylesheetsOf(oneStylesheet)).toEqual([
      '/assets/entry.css',
      '/assets/slug.css',
      '/assets/style-x.css',
    ])
  })

  it('fails when the client entry is missing', () => {
    expect(() => routerManifestFromVite({})).toThrow('no entry "src/entry-client.tsx"')
    expect(() => clientEntryUrl({})).toThrow('no entry "src/entry-client.tsx"')
  })
})

import type { PageDataRecord } from './types'

/**
 * Where a route loader gets a page's record: the build reads the content index,
 * the browser fetches `/page-data/.../page-data.json`. `null` means no such page.
 */
export type PageDataSource = (pathname: string) => Promise<PageDataRecord | null>

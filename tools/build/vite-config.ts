import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
import type { BrandConfig } from '../../src/site/brands.ts'
import { brandThemePlugin } from './brand-theme-plugin.ts'

/** The Vite config of one brand: the build calls it directly, vite.config.ts for the dev tools. */
export function createViteConfig(brand: BrandConfig): UserConfig {
  return {
    publicDir: `content/${brand.id}/static`,
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      brandThemePlugin(brand),
    ],
    build: {
      manifest: true,
      assetsDir: 'assets',
      rolldownOptions: { input: 'src/entry-client.tsx' },
    },
  }
}

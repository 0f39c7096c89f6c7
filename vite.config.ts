/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { brandThemePlugin } from './tools/build/brand-theme-plugin.ts'
import { brandFromEnv } from './tools/build/settings.ts'

// Build steps live in tools/build; this file only wires the plugins.
const brand = brandFromEnv()

export default defineConfig({
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
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
  },
})

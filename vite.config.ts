/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import { brandFromEnv } from './tools/build/settings.ts'
import { createViteConfig } from './tools/build/vite-config.ts'

// Build steps live in tools/build; this file only wires the brand's config and the tests.
export default defineConfig(({ isSsrBuild }) => ({
  ...createViteConfig(brandFromEnv(), { server: isSsrBuild === true }),
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    environment: 'node',
  },
}))

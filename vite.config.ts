/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vite'
import { brandFromEnv } from './tools/builder/settings.ts'
import { createViteConfig } from './tools/builder/vite-config.ts'

/** Judges timing beside busy processes it starts itself, so it runs after the rest, alone. */
const VERDICT_TEST = 'tools/audit/verdict.test.ts'

// Build steps live in tools/builder; this file only wires the brand's config and the tests.
export default defineConfig(({ isSsrBuild }) => ({
  ...createViteConfig(brandFromEnv(), { server: isSsrBuild === true }),
  test: {
    environment: 'node',
    // The main process mostly waits on its workers, so every core runs test files
    // (vitest's default leaves one core to it).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          exclude: [VERDICT_TEST],
        },
      },
      {
        extends: true,
        test: { name: 'verdict', include: [VERDICT_TEST], sequence: { groupOrder: 1 } },
      },
    ],
  },
}))

import path from 'node:path'
import type { CommandModule } from 'yargs'
import { brandFromEnv } from '../builder/settings'
import { InputError } from '../content/errors'

interface BuildArgs {
  brand?: string
  out: string
  root?: string
  redirects?: boolean
  precompress?: boolean
  clean?: boolean
  keepPreviousBuild?: boolean
}

/** Builds a brand, logging each step; throws what went wrong (an InputError for the content). */
export async function buildWithLog(args: BuildArgs): Promise<void> {
  const brand = brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)
  // Vite and the router plugin load only when a build runs, not for every command.
  const started = performance.now()
  const { buildSite } = await import('../builder/build')
  const report = await buildSite({
    root: process.cwd(),
    brand,
    outDir: args.out,
    // Each step with the seconds since the build started: where a slow build spends its time.
    log: (l) =>
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${l}`),
    ...(args.root ? { contentRoot: path.resolve(args.root) } : {}),
    ...(args.redirects === false ? { redirectsFile: false as const } : {}),
    precompress: args.precompress === true,
    clean: args.clean === true,
    keepPreviousBuild: args.keepPreviousBuild !== false,
  })
  console.log(
    report.upToDate
      ? `${args.out}/ is up to date: ${report.pages} pages of ${brand.name}, nothing to build (build ${report.buildHash})`
      : `Built ${report.pages} pages of ${brand.name} into ${args.out}/ in ${report.seconds.toFixed(1)} s (build ${report.buildHash})`,
  )
}

/** Says what is wrong with the content, which nothing was written for. */
export function reportInputError(error: InputError): void {
  console.error(error.message)
  console.error('Nothing was written: fix the problems above and build again.')
}

export async function runBuild(args: BuildArgs): Promise<void> {
  try {
    await buildWithLog(args)
  } catch (error) {
    if (error instanceof InputError) {
      reportInputError(error)
      process.exit(1)
    }
    throw error
  }
}

export const buildCommand: CommandModule<object, BuildArgs> = {
  command: 'build',
  describe: 'Build the static site of a brand into dist/',
  builder: (y) =>
    y
      .option('brand', {
        type: 'string',
        describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
      })
      .option('out', { type: 'string', default: 'dist', describe: 'output folder' })
      .option('root', {
        type: 'string',
        describe: 'folder holding content/<brand>/ and its redirect table (default: the project)',
      })
      .option('redirects', {
        type: 'boolean',
        default: true,
        describe: 'apply the redirect table (--no-redirects: none, e.g. for a bench corpus)',
      })
      .option('precompress', {
        type: 'boolean',
        default: false,
        describe:
          'also write .br and .gz beside every text file, for a host that does not compress (docs/deploy.md)',
      })
      .option('clean', {
        type: 'boolean',
        default: false,
        describe:
          'build without reading the build cache (.build/cache/); a fresh cache is left for the next build',
      })
      .option('keep-previous-build', {
        type: 'boolean',
        default: true,
        describe:
          "keep the previous build's parts in the build cache besides this one's (--no-keep-previous-build: only this one's, what bench build --edits measures an edit against)",
      })
      .example('$0 build', 'build the Edgepoint site into dist/')
      .example('$0 build --brand cymbria --out dist-cymbria', 'build the Cymbria site elsewhere'),
  handler: (args) => runBuild(args),
}

import path from 'node:path'
import type { CommandModule } from 'yargs'
import { brandFromEnv } from '../builder/settings'

interface DevArgs {
  brand?: string
  port: number
  host: string
  'content-root'?: string
}

export const devCommand: CommandModule<object, DevArgs> = {
  command: 'dev',
  describe: 'Serve a brand from its sources, with hot reload for code, styles and content',
  builder: (y) =>
    y
      .option('brand', {
        type: 'string',
        describe: 'edgepoint or cymbria (default: $BRAND, else edgepoint)',
      })
      .option('port', { type: 'number', default: 5173, describe: 'port' })
      .option('host', { type: 'string', default: '127.0.0.1' })
      .option('content-root', {
        type: 'string',
        describe: 'folder holding content/<brand>/ and its redirect table (default: the project)',
      })
      .example('$0 dev', 'serve the Edgepoint site on http://127.0.0.1:5173')
      .example('$0 dev --brand cymbria --port 5174', 'serve the Cymbria site on another port'),
  handler: async (args) => {
    const brand = brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)
    // React's and Vite's development builds: the server renderer runs from the sources.
    process.env.NODE_ENV ??= 'development'
    const started = performance.now()
    const { startDevServer } = await import('../dev/dev-server')
    const root = process.cwd()
    const server = await startDevServer({
      root,
      brand,
      contentRoot: args['content-root'] ? path.resolve(args['content-root']) : root,
      host: args.host,
      port: args.port,
      log: (line) => console.log(`  ${line}`),
    })
    console.log(
      `Serving ${brand.name} on ${server.url}/ in ${((performance.now() - started) / 1000).toFixed(1)} s  (Ctrl+C to stop)`,
    )
    const stop = () => void server.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  },
}

import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CommandModule } from 'yargs'
import { startPreview } from '../preview/server'

interface PreviewArgs {
  dir: string
  port: number
  host: string
  'strict-port': boolean
}

export const previewCommand: CommandModule<object, PreviewArgs> = {
  command: 'preview',
  describe: 'Serve a built site on 127.0.0.1 as a static host would',
  builder: (y) =>
    y
      .option('dir', { type: 'string', default: 'dist', describe: 'the built site' })
      .option('port', {
        type: 'number',
        default: 4173,
        describe: 'port (the next free one is used if taken)',
      })
      .option('host', { type: 'string', default: '127.0.0.1' })
      .option('strict-port', {
        type: 'boolean',
        default: false,
        describe: 'fail instead of trying the next port',
      })
      .example('$0 preview --port 8080', 'serve dist/ on http://127.0.0.1:8080'),
  handler: async ({ dir, port, host, 'strict-port': strictPort }) => {
    const root = path.resolve(dir)
    if (!existsSync(path.join(root, 'index.html'))) {
      console.error(`${dir}/ holds no built site: run "npm run build" first.`)
      process.exit(2)
    }
    const server = await startPreview({ root, port, host, fallbackPorts: strictPort ? 0 : 10 })
    console.log(`Serving ${dir}/ on ${server.url}/  (Ctrl+C to stop)`)
    const stop = () => void server.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  },
}

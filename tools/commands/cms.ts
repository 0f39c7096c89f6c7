import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CommandModule } from 'yargs'
import { brandFromEnv } from '../builder/settings'
import { BACKEND_FILE, readBackend } from '../cms/backend'
import { CONFIG_FILE, decapConfigYaml } from '../cms/decap-config'
import { EXIT } from '../exit'

interface CmsArgs {
  brand?: string
  preview: boolean
  port: number
  host: string
  workflow: boolean
  'content-root'?: string
}

const serveCommand: CommandModule<object, CmsArgs> = {
  command: '$0',
  describe:
    'Edit content in Decap CMS on 127.0.0.1, writing into content/, with the dev server for preview',
  builder: (y) =>
    y
      .option('brand', {
        type: 'string',
        describe: 'the brand the preview shows (default: $BRAND, else edgepoint)',
      })
      .option('port', { type: 'number', default: 8081, describe: 'port of /admin/' })
      .option('host', { type: 'string', default: '127.0.0.1' })
      .option('workflow', {
        type: 'boolean',
        default: false,
        describe:
          'review before publishing: each entry on a cms/ branch until published (needs a clean git work tree)',
      })
      .option('content-root', {
        type: 'string',
        describe: 'git repository whose content/ is edited (default: the project)',
      })
      .option('preview', {
        type: 'boolean',
        default: true,
        describe: 'start the dev server for the preview (--no-preview: the editor alone)',
      })
      .example('$0 cms', 'open http://127.0.0.1:8081/admin/'),
  handler: async (args) => {
    const brand = brandFromEnv(args.brand ? { ...process.env, BRAND: args.brand } : process.env)
    process.env.NODE_ENV ??= 'development'
    const root = args['content-root'] ? path.resolve(args['content-root']) : process.cwd()
    const { startDevServer } = await import('../dev/dev-server')
    const { startCmsServer } = await import('../cms/serve')
    // The editor answers at once; the preview's dev server (the brand's content,
    // images and code, most of the first start) gets ready meanwhile.
    const previewUrl = `http://${args.host}:${args.port + 1}`
    const starting = args.preview
      ? startDevServer({
          root: process.cwd(),
          brand,
          contentRoot: root,
          host: args.host,
          port: args.port + 1,
          log: (line) => console.log(`  dev: ${line}`),
        })
      : undefined
    const cms = await startCmsServer({
      root,
      host: args.host,
      port: args.port,
      mode: args.workflow ? 'workflow' : 'simple',
      previews: starting ? { [brand.id]: previewUrl } : {},
      brand: brand.id,
    })
    const saves = args.workflow ? 'editorial workflow on cms/ branches' : 'saves write content/'
    const preview = starting
      ? `; preparing the preview of ${brand.id} (its content, images and code) on ${previewUrl}/`
      : ''
    console.log(`Content editor on ${cms.url}/admin/ (${saves})${preview}  (Ctrl+C to stop)`)
    const dev = await starting
    if (dev) console.log(`Preview ready on ${dev.url}/`)
    const stop = () => void Promise.all([cms.close(), dev?.close()]).then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  },
}

const configCommand: CommandModule<object, { check: boolean }> = {
  command: 'config',
  describe: `Write ${CONFIG_FILE} from the site model's schemas (--check: fail if it is out of date)`,
  builder: (y) => y.option('check', { type: 'boolean', default: false }),
  handler: async ({ check }) => {
    const wanted = decapConfigYaml()
    if (check) {
      const written = await readFile(CONFIG_FILE, 'utf8').catch(() => '')
      if (written !== wanted) {
        console.error(`${CONFIG_FILE} is out of date: run npm run tools -- cms config`)
        process.exit(EXIT.findings)
      }
      console.log(`${CONFIG_FILE} is up to date.`)
      return
    }
    await writeFile(CONFIG_FILE, wanted)
    console.log(`Wrote ${CONFIG_FILE}.`)
  },
}

const buildCommand: CommandModule<object, { out: string; backend: string }> = {
  command: 'build',
  describe:
    'Write the editor (/admin/) as a static folder for a host of its own, signing in through the back end of --backend, with its own policy',
  builder: (y) =>
    y
      .option('out', { type: 'string', default: 'dist-admin' })
      .option('backend', {
        type: 'string',
        default: BACKEND_FILE,
        describe:
          'the back end file: GitHub, GitLab (PKCE) or Cognito with the GitHub proxy (docs/cms.md)',
      })
      .example('$0 cms build', `the editor for the back end of ${BACKEND_FILE}, in dist-admin/`)
      .example('$0 cms build --backend gitlab.yaml --out /tmp/cms', 'another back end, elsewhere'),
  handler: async ({ out, backend: file }) => {
    const { writeAdminSite } = await import('../cms/admin-files')
    const { InputError } = await import('../content/errors')
    let backend
    try {
      backend = await readBackend(file)
    } catch (error) {
      if (!(error instanceof InputError)) throw error
      console.error(error.message)
      process.exit(EXIT.usage)
    }
    const { files, bytes, policy } = await writeAdminSite(out, backend, file)
    console.log(
      `Wrote the editor to ${out}/: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, signing in through ${backend.name} (${backend.repo}).`,
    )
    console.log(
      `Its policy allows connections to ${policy.connect.join(' ') || 'none outside'}, images from ${policy.img.join(' ') || 'none outside'}.`,
    )
  },
}

export const cmsCommand: CommandModule = {
  command: 'cms',
  describe:
    'The content editor (Decap CMS): serve it locally, write its configuration, or build it for its host',
  builder: (y) => y.command(serveCommand).command(configCommand).command(buildCommand),
  handler: () => undefined,
}

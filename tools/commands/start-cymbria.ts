import path from 'node:path'
import type { CommandModule } from 'yargs'
import { startCognitoLocal } from '../cognito-local/server'
import { startPreview } from '../preview/server'
import { InputError } from '../content/errors'
import { buildWithLog, reportInputError } from './build'

interface StartCymbriaArgs {
  port: number
  'cognito-port': number
  data?: string
  out: string
}

/**
 * Cymbria as a signed-in visitor meets it, on this machine alone: a user pool
 * (cognito-local on 127.0.0.1, seeded with a demo user), the site built
 * against it, and the preview server checking tokens in front of it.
 */
export const startCymbriaCommand: CommandModule<object, StartCymbriaArgs> = {
  command: 'start-cymbria',
  describe: 'Start a local user pool, build Cymbria with sign-in against it and serve it',
  builder: (y) =>
    y
      .option('port', { type: 'number', default: 4180, describe: "the site's port" })
      .option('cognito-port', {
        type: 'number',
        default: 9229,
        describe: "cognito-local's port (its own default)",
      })
      .option('data', {
        type: 'string',
        describe:
          "cognito-local's data, kept between starts (default: .build/cognito-local/site-<port>)",
      })
      .option('out', {
        type: 'string',
        default: '.build/cymbria-sign-in',
        describe: 'where the site is built',
      })
      .example('$0 start-cymbria', 'serve Cymbria with sign-in on http://127.0.0.1:4180')
      .example(
        '$0 start-cymbria --port 4512 --cognito-port 4513 --data .build/e2e-cognito',
        'what the browser tests start',
      ),
  handler: async ({ port, 'cognito-port': cognitoPort, data, out }) => {
    const site = `http://127.0.0.1:${port}`
    // The pool registers the hosted login's return addresses of this port once, when seeded.
    const dataDir = path.resolve(data ?? `.build/cognito-local/site-${port}`)
    const pool = await startCognitoLocal({
      port: cognitoPort,
      dataDir,
      redirectSignIn: `${site}/sign-in/callback/`,
      // No redirectSignOut: cognito-local 5.3 has no hosted /logout (its answer is a 404 page), so
      // signing out stays on this site; against Cognito, COGNITO_REDIRECT_SIGN_OUT adds the round trip.
    })
    const stopPool = () => pool.stop().catch((error: unknown) => console.error(error))
    try {
      console.log(
        `User pool ${pool.userPoolId} on ${pool.endpoint} (cognito-local, data in ${dataDir})`,
      )
      Object.assign(process.env, pool.env)
      await buildWithLog({ brand: 'cymbria', out })
      const server = await startPreview({ root: path.resolve(out), port, fallbackPorts: 0 })
      console.log(`Serving Cymbria with sign-in on ${server.url}/  (Ctrl+C to stop)`)
      console.log(`  sign in as ${pool.demoUser.username}, password ${pool.demoUser.password}`)
      const stop = () =>
        void Promise.allSettled([server.close(), stopPool()]).then(() => process.exit(0))
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    } catch (error) {
      await stopPool()
      if (!(error instanceof InputError)) throw error
      reportInputError(error)
      process.exit(1)
    }
  },
}

/**
 * `import.meta.env.SIGN_IN`: true in a build with the sign-in settings, false
 * in one without (tools/builder/bundle.mjs defines it), so that the bundler
 * drops the sign-in code from a site without sign-in; unset in tests.
 */
interface ImportMetaEnv {
  readonly SIGN_IN?: boolean
}

import { Buffer } from 'buffer'

/**
 * What amazon-cognito-identity-js expects of Node under Vite: its `buffer`
 * dependency reads `global`, and code that follows it may use `Buffer`.
 * Imported first by cognito.ts, so only the sign-in chunk carries it.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis }
scope.global ??= globalThis
scope.Buffer ??= Buffer

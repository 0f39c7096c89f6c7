/** The build's compilation hash, defined by tools/build at bundle time. */
declare const __BUILD_HASH__: string

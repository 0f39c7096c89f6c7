interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** Prefetching costs data: never on a 2g connection or when the visitor asked to save data. */
export function prefetchAllowed(
  nav: Navigator & { connection?: NetworkInformation } = navigator,
): boolean {
  const connection = nav.connection
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

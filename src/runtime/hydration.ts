/**
 * Marks the document once React has hydrated it: tests wait on
 * `html[data-hydrated]`, and later runtime features (web vitals, prefetch) start after it.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true'
}

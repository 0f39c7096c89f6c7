import type { SiteSettings } from '../site/settings'

type Analytics = SiteSettings['analytics']
type DataLayerEvent = Record<string, unknown>

/** The specification's timings: route changes 50 ms after the update, vitals debounced 3 s. */
export const ROUTE_CHANGE_DELAY_MS = 50
export const WEB_VITALS_DEBOUNCE_MS = 3000

/** The data layer array on window, created on first use under its configured name. */
export function dataLayer(settings: Analytics): DataLayerEvent[] {
  const host = window as unknown as Record<string, DataLayerEvent[] | undefined>
  return (host[settings.dataLayerName] ??= [])
}

/** Pushes the route-change event 50 ms after the route update, as gatsby-plugin-google-tagmanager does. */
export function trackRouteChange(settings: Analytics): void {
  setTimeout(
    () => dataLayer(settings).push({ event: settings.routeChangeEventName }),
    ROUTE_CHANGE_DELAY_MS,
  )
}

/** Pushes a print event carrying the page title whenever the page is printed. */
export function trackPrinting(settings: Analytics): () => void {
  const onPrint = () => dataLayer(settings).push({ event: 'print', pageTitle: document.title })
  window.addEventListener('beforeprint', onPrint)
  return () => window.removeEventListener('beforeprint', onPrint)
}

export interface VitalMetric {
  name: string
  id: string
  value: number
}

/** The pushed value: CLS multiplied by 1000 and rounded (specification, section 3), others rounded. */
export function vitalValue(metric: VitalMetric): number {
  return Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value)
}

/**
 * A reporter that pushes each metric once, 3 s after its last update, as the
 * event `core-web-vitals` with name, id and value.
 */
export function webVitalsReporter(settings: Analytics): (metric: VitalMetric) => void {
  const sent = new Set<string>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return (metric) => {
    if (sent.has(metric.name)) return
    clearTimeout(timers.get(metric.name))
    timers.set(
      metric.name,
      setTimeout(() => {
        sent.add(metric.name)
        dataLayer(settings).push({
          event: 'core-web-vitals',
          webVitalsMeasurement: { name: metric.name, id: metric.id, value: vitalValue(metric) },
        })
      }, WEB_VITALS_DEBOUNCE_MS),
    )
  }
}

/**
 * Loads web-vitals after the page has painted, in its own chunk, and reports
 * LCP, INP and CLS. INP replaced FID as a Core Web Vital in March 2024, so INP
 * is reported where the specification named FID.
 */
export function trackWebVitals(settings: Analytics): void {
  if (!settings.webVitals) return
  const start = () =>
    void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
      const report = webVitalsReporter(settings)
      onLCP(report)
      onINP(report)
      onCLS(report)
    })
  if (document.readyState === 'complete') setTimeout(start, 0)
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true })
}

/** The tag-manager container, only when one is configured. */
export function loadTagManager(settings: Analytics): void {
  if (!settings.containerId) return
  dataLayer(settings).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  const layer =
    settings.dataLayerName === 'dataLayer' ? '' : `&l=${encodeURIComponent(settings.dataLayerName)}`
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.containerId)}${layer}`
  document.head.append(script)
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SETTINGS } from '../site/settings'
import {
  dataLayer,
  loadTagManager,
  trackPrinting,
  trackRouteChange,
  vitalValue,
  webVitalsReporter,
} from './analytics'

const settings = { ...DEFAULT_SETTINGS.analytics, dataLayerName: 'testLayer' }

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  delete (window as unknown as Record<string, unknown>).testLayer
  document.head.innerHTML = ''
})

describe('data layer', () => {
  it('is created under its configured name', () => {
    dataLayer(settings).push({ event: 'x' })
    expect((window as unknown as Record<string, unknown>).testLayer).toEqual([{ event: 'x' }])
  })

  it('gets the route-change event 50 ms after the route update', () => {
    trackRouteChange({ ...settings, routeChangeEventName: 'route' })
    vi.advanceTimersByTime(49)
    expect(dataLayer(settings)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(dataLayer(settings)).toEqual([{ event: 'route' }])
  })

  it('gets a print event with the page title', () => {
    document.title = 'Q3 commentary | EdgePoint'
    const stop = trackPrinting(settings)
    window.dispatchEvent(new Event('beforeprint'))
    stop()
    window.dispatchEvent(new Event('beforeprint'))
    expect(dataLayer(settings)).toEqual([
      { event: 'print', pageTitle: 'Q3 commentary | EdgePoint' },
    ])
  })
})

describe('web vitals', () => {
  it('pushes each metric once, 3 s after its last update, CLS times 1000', () => {
    const report = webVitalsReporter(settings)
    report({ name: 'CLS', id: 'v1', value: 0.01 })
    vi.advanceTimersByTime(2000)
    report({ name: 'CLS', id: 'v1', value: 0.0234 })
    report({ name: 'LCP', id: 'v2', value: 812.4 })
    vi.advanceTimersByTime(2999)
    expect(dataLayer(settings)).toEqual([])
    vi.advanceTimersByTime(1)
    report({ name: 'CLS', id: 'v1', value: 0.5 })
    vi.advanceTimersByTime(5000)
    expect(dataLayer(settings)).toEqual([
      { event: 'core-web-vitals', webVitalsMeasurement: { name: 'CLS', id: 'v1', value: 23 } },
      { event: 'core-web-vitals', webVitalsMeasurement: { name: 'LCP', id: 'v2', value: 812 } },
    ])
    expect(vitalValue({ name: 'INP', id: 'x', value: 47.6 })).toBe(48)
  })
})

describe('tag manager', () => {
  it('loads nothing without a container id', () => {
    loadTagManager(settings)
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('loads the container with the configured data layer name', () => {
    loadTagManager({ ...settings, containerId: 'GTM-ABC123' })
    expect(document.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123&l=testLayer',
    )
    expect(dataLayer(settings)[0]).toMatchObject({ event: 'gtm.js' })
  })
})

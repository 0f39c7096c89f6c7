import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../src/site/settings'
import { siteSettingsFromEnv } from './settings'

describe('siteSettingsFromEnv', () => {
  it('falls back to the defaults and notes each thing left out', () => {
    const { settings, notes } = siteSettingsFromEnv({})
    expect(settings).toEqual(DEFAULT_SETTINGS)
    expect(notes).toEqual([
      'no GTM_CONTAINER_ID: the tag manager container is not loaded (the data layer still fills)',
      'no TURNSTILE_SITE_KEY: forms render without the bot check (its script is never loaded)',
    ])
  })

  it('takes every setting from the environment, trimmed', () => {
    const { settings, notes } = siteSettingsFromEnv({
      GTM_CONTAINER_ID: ' GTM-ABC123 ',
      DATA_LAYER_NAME: 'layer',
      ROUTE_CHANGE_EVENT: 'route',
      WEB_VITALS: 'false',
      TURNSTILE_SITE_KEY: ' 0x4AAAAAAAtest\n',
    })
    expect(settings).toEqual({
      analytics: {
        dataLayerName: 'layer',
        routeChangeEventName: 'route',
        containerId: 'GTM-ABC123',
        webVitals: false,
      },
      botCheck: { siteKey: '0x4AAAAAAAtest' },
    })
    expect(notes).toEqual(['WEB_VITALS=false: Core Web Vitals are not reported'])
  })

  it('treats a blank site key as none', () => {
    const { settings, notes } = siteSettingsFromEnv({ TURNSTILE_SITE_KEY: '   ' })
    expect(settings.botCheck).toEqual({})
    expect(notes).toContain(
      'no TURNSTILE_SITE_KEY: forms render without the bot check (its script is never loaded)',
    )
  })
})

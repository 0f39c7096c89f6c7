import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../src/site/brands'
import { DEFAULT_SETTINGS } from '../../src/site/settings'
import { siteSettingsFromEnv } from './settings'

describe('siteSettingsFromEnv', () => {
  it('falls back to the defaults and notes each thing left out', () => {
    const { settings, notes } = siteSettingsFromEnv(BRANDS.edgepoint, {})
    expect(settings).toEqual(DEFAULT_SETTINGS)
    expect(notes).toEqual([
      'no GTM_CONTAINER_ID: the tag manager container is not loaded (the data layer still fills)',
      'no TURNSTILE_SITE_KEY: forms render without the bot check (its script is never loaded)',
    ])
  })

  it('takes every setting from the environment, trimmed', () => {
    const { settings, notes } = siteSettingsFromEnv(BRANDS.edgepoint, {
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
    const { settings, notes } = siteSettingsFromEnv(BRANDS.edgepoint, { TURNSTILE_SITE_KEY: '   ' })
    expect(settings.botCheck).toEqual({})
    expect(notes).toContain(
      'no TURNSTILE_SITE_KEY: forms render without the bot check (its script is never loaded)',
    )
  })

  const POOL = {
    COGNITO_USER_POOL_ID: 'ca-central-1_AbC123',
    COGNITO_CLIENT_ID: '1example23456789',
  }

  it('gives Cymbria its user pool, and notes a Cymbria build without one', () => {
    expect(siteSettingsFromEnv(BRANDS.cymbria, POOL).settings.signIn).toMatchObject({
      region: 'ca-central-1',
      userPoolId: POOL.COGNITO_USER_POOL_ID,
      authFlow: 'USER_SRP_AUTH',
    })
    const bare = siteSettingsFromEnv(BRANDS.cymbria, {})
    expect(bare.settings.signIn).toBeUndefined()
    expect(bare.notes.join('\n')).toMatch(/WITHOUT its mandatory sign-in.*not fit to publish/)
  })

  it('stops a Cymbria build with bad sign-in settings, naming every variable to change', () => {
    expect(() =>
      siteSettingsFromEnv(BRANDS.cymbria, { COGNITO_USER_POOL_ID: 'nounderscore' }),
    ).toThrow(/COGNITO_USER_POOL_ID="nounderscore"[^]*COGNITO_CLIENT_ID is required/)
  })

  it('never gives Edgepoint sign-in settings, and says they were ignored', () => {
    const { settings, notes } = siteSettingsFromEnv(BRANDS.edgepoint, POOL)
    expect(settings.signIn).toBeUndefined()
    expect(notes).toContain(
      'EdgePoint Wealth Management has no sign-in: the COGNITO_* settings are ignored',
    )
  })
})

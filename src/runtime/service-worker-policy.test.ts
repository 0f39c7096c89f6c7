import { describe, expect, it } from 'vitest'
import { installedState, serviceWorkerAllowed } from './service-worker-policy'

describe('serviceWorkerAllowed', () => {
  it.each([
    ['https:', 'edgepointwealth.com', true],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'edgepointwealth.com', false],
    ['http:', '192.168.1.10', false],
    ['file:', '', false],
  ])('%s//%s: %s', (protocol, hostname, allowed) => {
    expect(serviceWorkerAllowed({ protocol, hostname })).toBe(allowed)
  })
})

describe('installedState', () => {
  it('is an update when a worker already controlled the page, offline-ready otherwise', () => {
    expect(installedState(true)).toBe('update-ready')
    expect(installedState(false)).toBe('offline-ready')
  })
})

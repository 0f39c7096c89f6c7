import type { ICognitoStorage } from 'amazon-cognito-identity-js'
import { cookieHeaderBytes } from '../cookie-codec'

/**
 * A cookie jar for tests in Node, where the library's CookieStorage has no
 * document: the same items, measured as the Cookie header they would make.
 */
export class MemoryCookies implements ICognitoStorage {
  readonly items = new Map<string, string>()

  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  clear(): void {
    this.items.clear()
  }
  headerBytes(): number {
    return cookieHeaderBytes(this.items)
  }
}

/** sessionStorage's part the hosted login uses. */
export class MemoryStore {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

// The storage keys (docs/product.md, accounts), in one place. Storage can throw (Safari private mode,
// disabled cookies): reads then behave as empty and writes are dropped.

export const STORAGE_KEYS = {
  token: 'token',
  fcmToken: 'fcm_token',
  deviceId: 'device_id',
  /** '1' while the reader chose やさしい日本語 for the warnings (src/lib/easy-japanese.ts). */
  easyJapanese: 'easy_japanese',
  /** The language_code the push registration sends instead of the browser's (easy Japanese). */
  pushLanguage: 'push_language',
  /** '1' once this person has blocked someone: the page's boot data (anonymous) is not used. */
  hasBlocks: 'has_blocks',
} as const

export const SESSION_KEYS = {
  campaignCode: 'campaignCode',
  d1Bookmark: 'd1Bookmark',
  /** The guarded page a logged-out visitor was sent away from (src/app/layout/GuardNotice.tsx). */
  guardedPage: 'guardedPage',
} as const

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

export const local = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) =>
    safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
}

export const session = {
  get: (key: string) => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string) =>
    safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.sessionStorage.removeItem(key), undefined),
}

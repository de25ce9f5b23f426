import { useSyncExternalStore } from 'react'
import { site } from './site'
import { local, STORAGE_KEYS } from './storage'

// The reader's choice of やさしい日本語 (easy Japanese) for disaster mode's words: the banner, the
// warnings page and the warnings' pushes. Offered on the Japanese site only; kept in localStorage
// like the other settings of this device. The push registration (src/features/push/registration.ts,
// in the first route, so it only reads a stored language) sends EASY_JAPANESE_TAG while it is
// chosen; a change forgets the stored device id, so the device registers again with it on the
// next start.

/** The registration's language_code that asks the Worker for easy Japanese pushes. */
export const EASY_JAPANESE_TAG = 'ja-x-easy'

const listeners = new Set<() => void>()

export function isEasyJapanese(): boolean {
  return site.lang === 'ja' && local.get(STORAGE_KEYS.easyJapanese) === '1'
}

export function setEasyJapanese(on: boolean): void {
  if (on) {
    local.set(STORAGE_KEYS.easyJapanese, '1')
    local.set(STORAGE_KEYS.pushLanguage, EASY_JAPANESE_TAG)
  } else {
    local.remove(STORAGE_KEYS.easyJapanese)
    local.remove(STORAGE_KEYS.pushLanguage)
  }
  local.remove(STORAGE_KEYS.deviceId)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useEasyJapanese = (): boolean =>
  useSyncExternalStore(subscribe, isEasyJapanese, isEasyJapanese)

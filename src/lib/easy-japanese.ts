import { useSyncExternalStore } from 'react'
import { site } from './site'
import { local, STORAGE_KEYS } from './storage'

// The reader's choice of やさしい日本語 (easy Japanese) for disaster mode's words: the banner, the
// warnings page and, from the device's next registration, the warnings' pushes (sent with the
// language tag EASY_JAPANESE_TAG). Offered on the Japanese site only; kept in localStorage like
// the other settings of this device.

/** The registration's language_code that asks the Worker for easy Japanese pushes. */
export const EASY_JAPANESE_TAG = 'ja-x-easy'

const listeners = new Set<() => void>()

export function isEasyJapanese(): boolean {
  return site.lang === 'ja' && local.get(STORAGE_KEYS.easyJapanese) === '1'
}

export function setEasyJapanese(on: boolean): void {
  if (on) local.set(STORAGE_KEYS.easyJapanese, '1')
  else local.remove(STORAGE_KEYS.easyJapanese)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useEasyJapanese = (): boolean =>
  useSyncExternalStore(subscribe, isEasyJapanese, isEasyJapanese)

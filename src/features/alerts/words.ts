import { useEffect, useSyncExternalStore } from 'react'
import { useEasyJapanese } from '../../lib/easy-japanese'
import { site } from '../../lib/site'
import { usesAlertLevel } from '../../shared/alert-levels'
import { type AlertWordBook, alertWords } from '../../shared/alert-words'
import type { Alert } from '../../shared/api/alerts'
import type { Lang } from '../../shared/sites'
import m from './i18n/current'
import type { EasyJapaneseBook } from './i18n/easy-ja'

// The words the banner, the warnings page and the hazard map's panel show: the site's language,
// or やさしい日本語 where the reader chose it (the Japanese site only).

export interface AlertBook {
  book: AlertWordBook
  easy: boolean
  issuedAt: (time: string) => string
  area: (name: string) => string
  /** The way to the hazard map (「避難所と地図」). */
  map: string
}

// The easy Japanese word book is loaded when a reader first chooses it, not with every page: the
// banner is in the first route, whose size has a budget, and few readers choose it.
let easyBook: EasyJapaneseBook | null = null
let easyLoad: Promise<void> | null = null
const easyListeners = new Set<() => void>()

function loadEasyBook(): Promise<void> {
  easyLoad ??= import('./i18n/easy-ja').then(
    (module) => {
      easyBook = module.easyJapanese
      for (const listener of easyListeners) listener()
    },
    () => {
      // Offline before the chunk was ever kept: the site's words until the next try.
      easyLoad = null
    },
  )
  return easyLoad
}

function subscribeEasyBook(listener: () => void): () => void {
  easyListeners.add(listener)
  return () => easyListeners.delete(listener)
}

/** The easy Japanese book once loaded while the reader has chosen it; null otherwise. */
function useEasyBook(): EasyJapaneseBook | null {
  const chosen = useEasyJapanese()
  const book = useSyncExternalStore(
    subscribeEasyBook,
    () => easyBook,
    () => easyBook,
  )
  useEffect(() => {
    if (chosen && !book) void loadEasyBook()
  }, [chosen, book])
  return chosen ? book : null
}

export function useAlertBook(): AlertBook {
  const easy = useEasyBook()
  if (easy) {
    return { book: easy, easy: true, issuedAt: easy.issuedAt, area: easy.area, map: easy.map }
  }
  return { book: m, easy: false, issuedAt: m.issuedAt, area: m.area, map: m.banner.map }
}

/** The easy Japanese page lead, once the book is in (the warnings page). */
export const useEasyLead = (): string | null => useEasyBook()?.lead ?? null

/** The language speech synthesis reads in: the site's (ja-JP, en-US, ko-KR, zh-CN, zh-TW). */
const SPEECH_LANGS: Record<Lang, string> = {
  ja: 'ja-JP',
  en: 'en-US',
  ko: 'ko-KR',
  'zh-hans': 'zh-CN',
  'zh-hant': 'zh-TW',
}
export const speechLang = (): string => SPEECH_LANGS[site.lang]

/** One warning as it is read aloud: its name (with its 警戒レベル where it has one), what to do. */
export function spokenAlert(book: AlertWordBook, alert: Alert, easy: boolean): string {
  const words = alertWords(book, alert)
  const name = usesAlertLevel(alert.kind) ? `${words.badge} ${words.name}` : words.name
  // Easy Japanese is read by the Japanese voice with the Japanese punctuation.
  return easy ? `${name}。${words.action}。` : m.speech.line(name, words.action)
}

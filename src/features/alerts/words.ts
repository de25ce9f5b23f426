import { useEasyJapanese } from '../../lib/easy-japanese'
import { site } from '../../lib/site'
import { usesAlertLevel } from '../../shared/alert-levels'
import { type AlertWordBook, alertWords } from '../../shared/alert-words'
import type { Alert } from '../../shared/api/alerts'
import m from './i18n/current'
import { easyJapanese } from './i18n/easy-ja'

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

export function useAlertBook(): AlertBook {
  const easy = useEasyJapanese()
  const words = easy ? easyJapanese : m
  const map = easy ? easyJapanese.map : m.banner.map
  return { book: words, easy, issuedAt: words.issuedAt, area: words.area, map }
}

/** The language speech synthesis reads in: the site's (ja-JP, en-US, ko-KR, zh-CN, zh-TW). */
export const speechLang = (): string =>
  ({ ja: 'ja-JP', en: 'en-US', ko: 'ko-KR', 'zh-hans': 'zh-CN', 'zh-hant': 'zh-TW' })[site.lang]

/** One warning as it is read aloud: its name (with its 警戒レベル where it has one), what to do. */
export function spokenAlert(book: AlertWordBook, alert: Alert, easy: boolean): string {
  const words = alertWords(book, alert)
  const name = usesAlertLevel(alert.kind) ? `${words.badge} ${words.name}` : words.name
  // Easy Japanese is read by the Japanese voice with the Japanese punctuation.
  return easy ? `${name}。${words.action}。` : m.speech.line(name, words.action)
}

import type { Lang } from '../sites'
import en from './i18n/en'
import ja from './i18n/ja'
import ko from './i18n/ko'
import zhHans from './i18n/zh-hans'
import zhHant from './i18n/zh-hant'
import type { DateStyle } from './style'

/** Every language's way with dates, for the Worker's texts and tests (the SPA uses i18n/current). */
export const DATE_STYLES: Record<Lang, DateStyle> = {
  ja,
  en,
  ko,
  'zh-hans': zhHans,
  'zh-hant': zhHant,
}

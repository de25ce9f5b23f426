import type { InternationalLang } from '../../src/shared/sites'

/** Every language the write-time queue translates into. */
export const INTERNATIONAL_LANGS: InternationalLang[] = ['en', 'ko', 'zh-hans', 'zh-hant']

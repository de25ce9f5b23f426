// The translation provider's HTTP protocol, defined here and nowhere else (the loopback server
// in tests/worker/translate-provider-server.ts speaks exactly this).
//
//   POST <TRANSLATION_API_URL>
//   Authorization: Bearer <TRANSLATION_API_KEY>        (omitted when no key is configured)
//   Content-Type: application/json
//   { "text": ["…", "…"], "source_lang": "jpn_Jpan", "target_lang": "eng_Latn" }
//
//   200 { "translations": ["…", "…"] }                  same length and order as `text`
//
// Language codes are NLLB-200 codes (FLORES-200): the request carries several texts at once so
// a page of posts costs one round trip per language. Anything else (non-200, other shapes, a
// different number of translations) is a failure and the originals are shown.

export const SOURCE_LANG = 'jpn_Jpan'

export interface TranslateRequestBody {
  text: string[]
  source_lang: typeof SOURCE_LANG
  target_lang: string
}

export interface TranslateResponseBody {
  translations: string[]
}

export function isTranslateResponse(
  value: unknown,
  expected: number,
): value is TranslateResponseBody {
  if (typeof value !== 'object' || value === null) return false
  const translations = (value as { translations?: unknown }).translations
  return (
    Array.isArray(translations) &&
    translations.length === expected &&
    translations.every((text) => typeof text === 'string' && text.trim() !== '')
  )
}

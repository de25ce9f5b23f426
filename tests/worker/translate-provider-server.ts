import type { TranslateRequestBody } from '../../worker/translate/protocol'

// The translation model at its HTTP boundary for the worker tests: the loopback stand-in that
// `npm start` runs too (scripts/lib/translation-stand-in.mjs: it prefixes the NLLB code, and the
// markers 〔遅延〕 and 〔障害〕 choose a slow answer or a 500).

export {
  FAIL_MARKER,
  fakeTranslation,
  SLOW_MARKER,
  startTranslationServer,
  TRANSLATION_TEST_KEY,
} from '../../scripts/lib/translation-stand-in.mjs'

export interface LoggedRequest {
  authorization: string | null
  body: TranslateRequestBody
}

import { type InternationalLang, SITE_LANGUAGES } from '../../src/shared/sites'
import { isTranslateResponse, SOURCE_LANG, type TranslateRequestBody } from './protocol'

/** Anything that turns Japanese texts into one of the international languages. */
export interface TranslationProvider {
  /** Stored with each translation, to know which model made it. */
  readonly name: string
  /** Translations in the order of `texts`; throws on any failure. */
  translate(texts: string[], target: InternationalLang, signal?: AbortSignal): Promise<string[]>
}

export class TranslationFailed extends Error {}

/** A provider speaking NLLB codes over HTTP (protocol.ts). */
export class NllbHttpProvider implements TranslationProvider {
  readonly name: string

  constructor(
    private readonly url: string,
    private readonly key: string | undefined,
  ) {
    this.name = `nllb-http:${new URL(url).host}`
  }

  async translate(texts: string[], target: InternationalLang, signal?: AbortSignal) {
    const targetCode = SITE_LANGUAGES[target].translateLang
    if (!targetCode) throw new TranslationFailed(`no NLLB code for ${target}`)
    const body: TranslateRequestBody = {
      text: texts,
      source_lang: SOURCE_LANG,
      target_lang: targetCode,
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (this.key) headers.authorization = `Bearer ${this.key}`
    const res = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    })
    if (!res.ok) {
      await res.body?.cancel()
      throw new TranslationFailed(`provider answered ${res.status}`)
    }
    const data: unknown = await res.json().catch(() => null)
    if (!isTranslateResponse(data, texts.length)) {
      throw new TranslationFailed('provider answered in an unexpected shape')
    }
    return data.translations
  }
}

type TranslationEnv = Env & { TRANSLATION_API_KEY?: string }

/** The configured provider, or null: without TRANSLATION_API_URL nothing is translated. */
export function providerFromEnv(env: TranslationEnv): TranslationProvider | null {
  const url = env.TRANSLATION_API_URL?.trim()
  if (!url) return null
  try {
    return new NllbHttpProvider(url, env.TRANSLATION_API_KEY?.trim() || undefined)
  } catch {
    console.error('TRANSLATION_API_URL is not a valid URL; translation is off')
    return null
  }
}

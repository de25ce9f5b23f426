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

/** The part of the Workers AI binding (`[ai]` in wrangler.toml) a translation model uses. */
/**
 * What the translation asks of the `[ai]` binding (`Ai` in worker-configuration.d.ts): one model,
 * with the input and output types `wrangler types` generates for it.
 */
export interface AiBinding {
  run(
    model: typeof WORKERS_AI_MODEL,
    inputs: Ai_Cf_Meta_M2M100_1_2B_Input,
  ): Promise<Ai_Cf_Meta_M2M100_1_2B_Output>
}

/** The Workers AI translation model, and its language codes (ISO 639-1, as m2m100 takes them). */
export const WORKERS_AI_MODEL = '@cf/meta/m2m100-1.2b' satisfies keyof AiModels
const M2M100_CODES: Record<InternationalLang, string | null> = {
  en: 'en',
  ko: 'ko',
  'zh-hans': 'zh',
  // m2m100 has one Chinese, written in Simplified characters: a Traditional Chinese reader gets
  // the original rather than the wrong script.
  'zh-hant': null,
}

/** Cloudflare Workers AI (m2m100): one model call per text, all texts of a request at once. */
export class WorkersAiProvider implements TranslationProvider {
  readonly name = `workers-ai:${WORKERS_AI_MODEL}`

  constructor(private readonly ai: AiBinding) {}

  async translate(texts: string[], target: InternationalLang, signal?: AbortSignal) {
    const targetCode = M2M100_CODES[target]
    if (!targetCode) throw new TranslationFailed(`${WORKERS_AI_MODEL} has no ${target}`)
    // The binding takes no abort signal: the request stops waiting when the signal fires.
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new TranslationFailed('timed out'))
      signal?.addEventListener('abort', () => reject(new TranslationFailed('timed out')))
    })
    const calls = Promise.all(
      texts.map(async (text) => {
        const output = await this.ai.run(WORKERS_AI_MODEL, {
          text,
          source_lang: 'ja',
          target_lang: targetCode,
        })
        // An answer may be a queued request's id (AsyncResponse) or leave the text out.
        const translated = output && 'translated_text' in output ? output.translated_text : null
        if (typeof translated !== 'string' || !translated.trim()) {
          throw new TranslationFailed('Workers AI answered without a translation')
        }
        return translated
      }),
    )
    return Promise.race([calls, aborted])
  }
}

type TranslationEnv = Env & {
  TRANSLATION_API_KEY?: string
  /** "workers-ai" to translate with the `AI` binding; else the HTTP provider when its URL is set. */
  TRANSLATION_PROVIDER?: string
  AI?: AiBinding
}

/**
 * The configured provider, or null: TRANSLATION_PROVIDER = "workers-ai" with an `[ai]` binding
 * named AI uses Workers AI; otherwise TRANSLATION_API_URL chooses the NLLB HTTP provider, and
 * without it nothing is translated.
 */
export function providerFromEnv(env: TranslationEnv): TranslationProvider | null {
  if (env.TRANSLATION_PROVIDER?.trim() === 'workers-ai') {
    if (env.AI) return new WorkersAiProvider(env.AI)
    console.error(
      'TRANSLATION_PROVIDER is workers-ai but there is no AI binding; translation is off',
    )
    return null
  }
  const url = env.TRANSLATION_API_URL?.trim()
  if (!url) return null
  try {
    return new NllbHttpProvider(url, env.TRANSLATION_API_KEY?.trim() || undefined)
  } catch {
    console.error('TRANSLATION_API_URL is not a valid URL; translation is off')
    return null
  }
}

import { INTERNATIONAL_LANGS } from '../../src/shared/sites'
import { findPublicPost, toPostSummary } from '../posts/queries'
import { postFields, translateMissing } from './apply'
import { providerFromEnv } from './provider'
import { readTranslations, sourceTextsOf, translationKey, writeTranslations } from './store'

// Write-time translation: creating or editing a post enqueues its id; the consumer
// translates its title, body, place name and coupon offer and terms into every international language and stores the results, so
// readers on the international sites rarely wait for an on-demand translation.

export interface TranslationMessage {
  post_id: number
}

/** The queue consumer gets more time per call than a page view does. */
const QUEUE_TIMEOUT_MS = 20_000

/** Enqueues a post for translation when a provider is configured. A failure never fails the write. */
export async function enqueueTranslation(env: Env, postId: number): Promise<void> {
  if (!providerFromEnv(env)) return
  try {
    await env.TRANSLATE_QUEUE.send({ post_id: postId } satisfies TranslationMessage)
  } catch (err) {
    // Readers still get an on-demand translation; nothing else depends on the message.
    console.warn(
      `enqueueing translation of post ${postId} failed: ${err instanceof Error ? err.message : err}`,
    )
  }
}

function isTranslationMessage(body: unknown): body is TranslationMessage {
  return (
    typeof body === 'object' &&
    body !== null &&
    Number.isSafeInteger((body as { post_id?: unknown }).post_id)
  )
}

/** Consumer of the `translate` queue. */
export async function handleTranslationBatch(batch: MessageBatch, env: Env): Promise<void> {
  const provider = providerFromEnv(env)
  for (const message of batch.messages) {
    if (!provider || !isTranslationMessage(message.body)) {
      message.ack()
      continue
    }
    const post = await findPublicPost(env.DB, message.body.post_id)
    if (!post) {
      message.ack()
      continue
    }
    const { subject, id, fields } = postFields(toPostSummary(post))
    const sources = await sourceTextsOf(subject, id, fields)
    let failed = false
    for (const lang of INTERNATIONAL_LANGS) {
      const stored = await readTranslations(env.DB, sources, lang)
      const missing = sources.filter((source) => !stored.has(translationKey(source)))
      if (missing.length === 0) continue
      const made = await translateMissing(provider, lang, missing, QUEUE_TIMEOUT_MS)
      await writeTranslations(env.DB, lang, provider.name, made)
      if (made.length < missing.length) failed = true
    }
    // Try again later (with backoff) when the provider failed for some language.
    if (failed) message.retry({ delaySeconds: 30 * message.attempts })
    else message.ack()
  }
}

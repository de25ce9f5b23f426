import { INTERNATIONAL_LANGS } from '../../src/shared/sites'
import { findPublicPost, toPostSummary } from '../posts/queries'
import { postFields, translateMissing } from './apply'
import { providerFromEnv, type TranslationProvider } from './provider'
import {
  readTranslations,
  type SourceText,
  sourceTextsOf,
  translationKey,
  writeTranslations,
} from './store'
import { translateTagsEverywhere } from './tags'

// Write-time translation: creating or editing a post enqueues its id, and importing shelters
// their ids; the consumer translates the texts into every international language and stores the
// results, so readers on the international sites rarely wait for an on-demand translation. A
// post is its title, body, place name, coupon offer and terms, and an organizer's event also
// its organization's name; a shelter is its name and address.

export type TranslationMessage = { post_id: number } | { shelter_ids: number[] }

/** The queue consumer gets more time per call than a page view does. */
const QUEUE_TIMEOUT_MS = 20_000
/** Shelters per message: one provider request per language carries their names and addresses. */
export const SHELTERS_PER_MESSAGE = 50
/** Messages per sendBatch call (the Queues limit). */
const MESSAGES_PER_SEND = 100

async function send(env: Env, messages: TranslationMessage[], what: string): Promise<void> {
  if (!providerFromEnv(env) || messages.length === 0) return
  try {
    for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND) {
      await env.TRANSLATE_QUEUE.sendBatch(
        messages.slice(i, i + MESSAGES_PER_SEND).map((body) => ({ body })),
      )
    }
  } catch (err) {
    // Readers still get an on-demand translation; nothing else depends on the message.
    console.warn(
      `enqueueing translation of ${what} failed: ${err instanceof Error ? err.message : err}`,
    )
  }
}

/** Enqueues a post for translation when a provider is configured. A failure never fails the write. */
export async function enqueueTranslation(env: Env, postId: number): Promise<void> {
  await send(env, [{ post_id: postId }], `post ${postId}`)
}

/** Enqueues shelters (after an import) for translation of their names and addresses. */
export async function enqueueShelterTranslation(env: Env, ids: number[]): Promise<void> {
  const messages: TranslationMessage[] = []
  for (let i = 0; i < ids.length; i += SHELTERS_PER_MESSAGE) {
    messages.push({ shelter_ids: ids.slice(i, i + SHELTERS_PER_MESSAGE) })
  }
  await send(env, messages, `${ids.length} shelters`)
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value)

function isTranslationMessage(body: unknown): body is TranslationMessage {
  if (typeof body !== 'object' || body === null) return false
  const { post_id, shelter_ids } = body as { post_id?: unknown; shelter_ids?: unknown }
  return (
    isId(post_id) ||
    (Array.isArray(shelter_ids) &&
      shelter_ids.length <= SHELTERS_PER_MESSAGE &&
      shelter_ids.every(isId))
  )
}

/** The texts a message asks for, as they are now (nothing when its subjects are gone). */
async function sourcesOf(env: Env, message: TranslationMessage): Promise<SourceText[]> {
  if ('post_id' in message) {
    const post = await findPublicPost(env.DB, message.post_id)
    if (!post) return []
    const summary = toPostSummary(post)
    const { subject, id, fields } = postFields(summary)
    const sources = await sourceTextsOf(subject, id, fields)
    const organizer = summary.event?.by_organizer
    if (organizer?.organization_id) {
      sources.push(
        ...(await sourceTextsOf('organization', organizer.organization_id, {
          name: organizer.organizer,
        })),
      )
    }
    return sources
  }
  if (message.shelter_ids.length === 0) return []
  const { results } = await env.DB.prepare(
    `SELECT id, name, address FROM venues WHERE kind = 'shelter'
     AND id IN (${message.shelter_ids.map((_, i) => `?${i + 1}`).join(',')})`,
  )
    .bind(...message.shelter_ids)
    .all<{ id: number; name: string; address: string }>()
  const perShelter = await Promise.all(
    results.map((row) => sourceTextsOf('place', row.id, { name: row.name, address: row.address })),
  )
  return perShelter.flat()
}

/** A public post's tags (its labels are translated with its texts). */
async function postTags(env: Env, postId: number): Promise<string[]> {
  const post = await findPublicPost(env.DB, postId)
  return post ? toPostSummary(post).tags : []
}

/** Translates what has no current translation into every language; false when something failed. */
async function translateEverywhere(
  env: Env,
  provider: TranslationProvider,
  sources: SourceText[],
): Promise<boolean> {
  let complete = true
  for (const lang of INTERNATIONAL_LANGS) {
    const stored = await readTranslations(env.DB, sources, lang)
    const missing = sources.filter((source) => !stored.has(translationKey(source)))
    if (missing.length === 0) continue
    const made = await translateMissing(provider, lang, missing, QUEUE_TIMEOUT_MS)
    await writeTranslations(env.DB, lang, provider.name, made)
    if (made.length < missing.length) complete = false
  }
  return complete
}

/** Consumer of the `translate` queue. */
export async function handleTranslationBatch(batch: MessageBatch, env: Env): Promise<void> {
  const provider = providerFromEnv(env)
  for (const message of batch.messages) {
    if (!provider || !isTranslationMessage(message.body)) {
      message.ack()
      continue
    }
    const sources = await sourcesOf(env, message.body)
    const tags = 'post_id' in message.body ? await postTags(env, message.body.post_id) : []
    const texts = sources.length === 0 || (await translateEverywhere(env, provider, sources))
    const labels = await translateTagsEverywhere(env.DB, provider, tags, QUEUE_TIMEOUT_MS)
    // Try again later (with backoff) when the provider failed for some language.
    if (!texts || !labels) {
      message.retry({ delaySeconds: 30 * message.attempts })
    } else message.ack()
  }
}

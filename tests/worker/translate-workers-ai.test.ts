import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlaceDetail } from '../../src/shared/api/places'
import type { Post } from '../../src/shared/api/posts'
import worker from '../../worker/index'
import type { AiBinding } from '../../worker/translate/provider'
import { insertPlace } from './places-helpers'
import { insertPost, insertUser } from './posts-helpers'

// The second provider: Cloudflare Workers AI, chosen by TRANSLATION_PROVIDER = "workers-ai" with
// an `[ai]` binding named AI. The model is replaced at the binding's boundary: `run(model,
// inputs)` answering as m2m100 does ({ translated_text }).

afterEach(() => {
  vi.restoreAllMocks()
})

// The fake takes and answers the generated types of the model (worker-configuration.d.ts).
interface AiCall {
  model: string
  inputs: Ai_Cf_Meta_M2M100_1_2B_Input
}

/** The model's answer for one text: `{ translated_text }` in the target language. */
const tagged = (inputs: Ai_Cf_Meta_M2M100_1_2B_Input): Ai_Cf_Meta_M2M100_1_2B_Output =>
  'text' in inputs ? { translated_text: `[${inputs.target_lang}] ${inputs.text}` } : {}

function fakeAi(
  answer: (inputs: Ai_Cf_Meta_M2M100_1_2B_Input) => Ai_Cf_Meta_M2M100_1_2B_Output = tagged,
) {
  const calls: AiCall[] = []
  const ai: AiBinding = {
    run: async (model, inputs) => {
      calls.push({ model, inputs })
      return answer(inputs)
    },
  }
  return { ai, calls }
}

async function get<T>(host: string, path: string, ai: AiBinding | undefined, lang: string) {
  const res = await worker.fetch(
    new Request(`http://${host}:8787${path}`, { headers: { 'x-translate-lang': lang } }),
    { ...env, TRANSLATION_API_URL: '', TRANSLATION_PROVIDER: 'workers-ai', AI: ai },
    createExecutionContext(),
  )
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

const marker = () => `〔${crypto.randomUUID().slice(0, 8)}〕`

describe('Workers AI as the translation provider', () => {
  it('translates a post from Japanese with m2m100 and stores it under its name', async () => {
    const tag = marker()
    const id = await insertPost({
      user_id: await insertUser(),
      title: `朝市${tag}`,
      body: `みかんが並びました${tag}`,
    })
    const { ai, calls } = fakeAi()
    const post = await get<Post>('en.localhost', `/api/posts/${id}`, ai, 'eng_Latn')
    expect(post.title).toBe(`[en] 朝市${tag}`)
    expect(post.body).toBe(`[en] みかんが並びました${tag}`)
    expect(post.translation).toMatchObject({ translated: true, lang: 'en' })
    expect(calls).toEqual([
      {
        model: '@cf/meta/m2m100-1.2b',
        inputs: { text: `朝市${tag}`, source_lang: 'ja', target_lang: 'en' },
      },
      {
        model: '@cf/meta/m2m100-1.2b',
        inputs: { text: `みかんが並びました${tag}`, source_lang: 'ja', target_lang: 'en' },
      },
    ])
    const { results } = await env.DB.prepare(
      "SELECT DISTINCT provider FROM translations WHERE subject = 'post' AND subject_id = ?1",
    )
      .bind(id)
      .all<{ provider: string }>()
    expect(results).toEqual([{ provider: 'workers-ai:@cf/meta/m2m100-1.2b' }])
  })

  it('translates places the same way (Simplified Chinese as m2m100’s zh)', async () => {
    const tag = marker()
    const shop = await insertPlace({ kind: 'restaurant', name: `らーめん 港屋${tag}` })
    const { ai, calls } = fakeAi()
    const place = await get<PlaceDetail>('zh-hans.localhost', `/api/places/${shop}`, ai, 'zho_Hans')
    expect(place.name).toBe(`[zh] らーめん 港屋${tag}`)
    expect(calls.every((call) => 'text' in call.inputs && call.inputs.target_lang === 'zh')).toBe(
      true,
    )
  })

  it('leaves Traditional Chinese to the original: m2m100 writes Chinese in Simplified only', async () => {
    const tag = marker()
    const id = await insertPost({ user_id: await insertUser(), body: `紅葉が見頃${tag}` })
    const { ai, calls } = fakeAi()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const post = await get<Post>('zh-hant.localhost', `/api/posts/${id}`, ai, 'zho_Hant')
    expect(post.body).toBe(`紅葉が見頃${tag}`)
    expect(post.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'zh-hant' })
    expect(calls).toEqual([])
  })

  it.each([
    ['an empty answer (translated_text is optional)', {}],
    ['a queued request’s id instead of a translation', { request_id: 'req-1' }],
  ] as const)('shows the original, labelled, when the model gives %s', async (_, answer) => {
    const tag = marker()
    const id = await insertPost({ user_id: await insertUser(), body: `港の夕焼け${tag}` })
    const { ai } = fakeAi(() => answer)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const post = await get<Post>('ko.localhost', `/api/posts/${id}`, ai, 'kor_Hang')
    expect(post.body).toBe(`港の夕焼け${tag}`)
    expect(post.translation?.translated).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('translates nothing, without an error, when the AI binding is missing', async () => {
    const tag = marker()
    const id = await insertPost({ user_id: await insertUser(), body: `図書館${tag}` })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const post = await get<Post>('en.localhost', `/api/posts/${id}`, undefined, 'eng_Latn')
    expect(post.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(error).toHaveBeenCalled()
  })
})

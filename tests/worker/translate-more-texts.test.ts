import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { nationalShelterFiles } from '../../scripts/lib/shelter-national-file.mjs'
import type { ShelterList } from '../../src/shared/api/hazard'
import type { PlaceDetail } from '../../src/shared/api/places'
import type { Post } from '../../src/shared/api/posts'
import worker from '../../worker/index'
import { readUntil } from './helpers'
import { signInAs } from './moderation-helpers'
import { createEvent, organizerEventForm, signInAdmin, signInOrganizer } from './organizers-helpers'
import { insertPlace } from './places-helpers'
import { call, insertVenue } from './posts-helpers'
import { fakeTranslation, type LoggedRequest } from './translate-provider-server'

// Shelters' names and addresses, a shop's own note of its hours and an organization's name go
// through the translation pipeline as posts do: translated at write time through the queue (a
// shelter import, an organizer's event) or on demand, stored, served in the site's language, and
// with the Japanese beside a place's name, which a visitor shows to a local.

const EN = { 'x-translate-lang': 'eng_Latn' }
const KO = { 'x-translate-lang': 'kor_Hang' }
const marker = () => `〔${crypto.randomUUID().slice(0, 8)}〕`

async function providerLog(text: string): Promise<LoggedRequest[]> {
  const log = (await (await fetch(env.TRANSLATOR_LOG_URL)).json()) as LoggedRequest[]
  return log.filter((entry) => entry.body.text.some((t) => t.includes(text)))
}

async function storedRows(subject: string, id: number) {
  const { results } = await env.DB.prepare(
    `SELECT field, target_lang, text FROM translations WHERE subject = ?1 AND subject_id = ?2
     ORDER BY target_lang, field`,
  )
    .bind(subject, id)
    .all<{ field: string; target_lang: string; text: string }>()
  return results
}

async function insertShelter(name: string, address: string): Promise<number> {
  const id = await insertPlace({ kind: 'shelter', name, address })
  await env.DB.prepare('UPDATE venues SET shelter_code = ?2 WHERE id = ?1')
    .bind(id, `T${id}-${crypto.randomUUID()}`)
    .run()
  await env.DB.prepare(
    'INSERT INTO shelter_designations (venue_id, emergency, evacuation, tsunami) VALUES (?1, 1, 1, 1)',
  )
    .bind(id)
    .run()
  return id
}

const shelterOf = async (id: number, headers: Record<string, string> = {}) =>
  (await call<ShelterList>('GET', '/api/hazard/shelters', { headers })).body.items.find(
    (shelter) => shelter.id === id,
  )

describe('shelters on the hazard map', () => {
  it('come in the site language with the Japanese name and address kept beside them', async () => {
    const tag = marker()
    const name = `みなと町立第三小学校 体育館${tag}`
    const address = `静岡県賀茂郡みなと町山手9-9${tag}`
    const id = await insertShelter(name, address)

    expect(await shelterOf(id, EN)).toMatchObject({
      name: fakeTranslation(name, 'eng_Latn'),
      address: fakeTranslation(address, 'eng_Latn'),
      translation: { translated: true, source_lang: 'ja', lang: 'en', original: { name, address } },
    })
    expect((await shelterOf(id, KO))?.name).toBe(fakeTranslation(name, 'kor_Hang'))
    // Stored: the next visitor reads them without another provider call.
    expect((await storedRows('place', id)).map((row) => `${row.target_lang}/${row.field}`)).toEqual(
      ['en/address', 'en/name', 'ko/address', 'ko/name'],
    )
    const calls = (await providerLog(tag)).length
    await shelterOf(id, EN)
    expect(await providerLog(tag)).toHaveLength(calls)

    // The Japanese site: as written, no translation field.
    const ja = await shelterOf(id)
    expect(ja).toMatchObject({ name, address })
    expect(ja?.translation).toBeUndefined()
  })

  it('are queued for translation by an import, before any visitor asks', async () => {
    const staff = await signInAs('admin', '防災担当')
    const res = await call('POST', '/api/admin/shelters?name=mergeFromCity_2.csv', {
      token: staff.token,
      body: new TextEncoder().encode(nationalShelterFiles().emergency),
      headers: { 'content-type': 'text/csv' },
    })
    expect(res.status).toBe(200)
    const { results: imported } = await env.DB.prepare(
      "SELECT id, name FROM venues WHERE kind = 'shelter' AND shelter_code IS NOT NULL AND shelter_code NOT LIKE 'T%'",
    ).all<{ id: number; name: string }>()
    expect(imported.length).toBeGreaterThan(0)
    const first = imported[0] as { id: number; name: string }
    // Name and address, in each of the four languages.
    const rows = await readUntil(
      () => storedRows('place', first.id),
      (list) => list.length === 8,
    )
    expect(rows.map((row) => `${row.target_lang}/${row.field}`)).toEqual([
      'en/address',
      'en/name',
      'ko/address',
      'ko/name',
      'zh-hans/address',
      'zh-hans/name',
      'zh-hant/address',
      'zh-hant/name',
    ])
    expect(rows.find((row) => row.target_lang === 'zh-hant' && row.field === 'name')?.text).toBe(
      fakeTranslation(first.name, 'zho_Hant'),
    )
  }, 40_000)

  it('acks a message of shelters that is not one, and one of shelters since removed', async () => {
    const batch = createMessageBatch<unknown>('jimoto-translate', [
      { id: 's1', timestamp: new Date(), attempts: 1, body: { shelter_ids: ['1'] } },
      {
        id: 's2',
        timestamp: new Date(),
        attempts: 1,
        body: { shelter_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
      },
      { id: 's3', timestamp: new Date(), attempts: 1, body: { shelter_ids: [999_999] } },
      { id: 's4', timestamp: new Date(), attempts: 1, body: { shelter_ids: [] } },
    ])
    const ctx = createExecutionContext()
    await worker.queue(batch, env, ctx)
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks.sort()).toEqual(['s1', 's2', 's3', 's4'])
    expect(result.retryMessages).toEqual([])
  })
})

describe("a shop's own note of its hours", () => {
  it('is translated on its page, the Japanese kept for "Show original"', async () => {
    const tag = marker()
    const hours = `11:00〜15:00 / 17:30〜21:00（水曜定休）${tag}`
    const id = await insertPlace({ kind: 'restaurant', name: `食堂 汐見${tag}` })
    await env.DB.prepare('UPDATE venues SET hours = ?2 WHERE id = ?1').bind(id, hours).run()

    const en = await call<PlaceDetail>('GET', `/api/places/${id}`, { headers: EN })
    expect(en.body).toMatchObject({
      hours_note: fakeTranslation(hours, 'eng_Latn'),
      translation: { translated: true, original: { hours_note: hours } },
    })
    expect((await storedRows('place', id)).some((row) => row.field === 'hours')).toBe(true)
    const ja = await call<PlaceDetail>('GET', `/api/places/${id}`)
    expect(ja.body.hours_note).toBe(hours)
  })
})

describe("an organization's name beside its events", () => {
  it('is translated with its event at write time and served with the Japanese kept', async () => {
    const tag = marker()
    const admin = await signInAdmin()
    const organizationName = `みなと祭り実行委員会${tag}`
    const organizer = await signInOrganizer(admin, organizationName)
    const hall = await insertVenue(`港の広場${tag}`)
    const created = await createEvent(
      organizer,
      organizerEventForm(hall, {
        organization_id: organizer.organizationId,
        title: `港フェス${tag}`,
      }),
    )
    expect(created.status).toBe(201)
    const rows = await readUntil(
      () => storedRows('organization', organizer.organizationId),
      (list) => list.length === 4,
    )
    expect(rows.map((row) => row.target_lang)).toEqual(['en', 'ko', 'zh-hans', 'zh-hant'])
    const calls = (await providerLog(organizationName)).length

    const read = await call<Post>('GET', `/api/posts/${created.body.id}`, { headers: EN })
    expect(read.body.event?.by_organizer).toMatchObject({
      organizer: fakeTranslation(organizationName, 'eng_Latn'),
      organizer_original: organizationName,
    })
    expect(await providerLog(organizationName)).toHaveLength(calls)
    const ja = await call<Post>('GET', `/api/posts/${created.body.id}`)
    expect(ja.body.event?.by_organizer?.organizer).toBe(organizationName)
    expect(ja.body.event?.by_organizer?.organizer_original).toBeUndefined()
  }, 40_000)
})

import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { RallyDetail, RallyList } from '../../src/shared/api/stamprally'
import { call } from './posts-helpers'
import { insertCoupon, insertRally, insertSpot } from './stamprally-helpers'
import { FAIL_MARKER, fakeTranslation } from './translate-provider-server'

// Stamp rallies go through the same translation pipeline as posts and places: the provider (a
// loopback server speaking its protocol), stored rows, the label and the Japanese original.

const EN = { 'x-translate-lang': 'eng_Latn' }
const ZH_HANT = { 'x-translate-lang': 'zho_Hant' }

const marker = () => `〔${crypto.randomUUID().slice(0, 8)}〕`

/** A running rally with two spots, every text tagged so the test can find it. */
async function rallyWithSpots(tag: string) {
  const rallyId = await insertRally()
  await env.DB.prepare(
    `UPDATE stamp_rallies SET title = ?2, description = ?3, reward = ?4 WHERE id = ?1`,
  )
    .bind(rallyId, `秋のまちあるき${tag}`, '港と商店街をめぐります。', '手ぬぐいをプレゼント')
    .run()
  const shrine = await insertSpot(rallyId, { name: `みなと神社${tag}` })
  const market = await insertSpot(rallyId, { name: `朝市広場${tag}` })
  await env.DB.prepare(`UPDATE rally_spots SET description = '鳥居の右手です。' WHERE id = ?1`)
    .bind(shrine)
    .run()
  return { rallyId, shrine, market }
}

async function storedSubjects(rallyId: number, spotIds: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT subject, field FROM translations
     WHERE target_lang = 'en' AND ((subject = 'rally' AND subject_id = ?1)
       OR (subject = 'rally_spot' AND subject_id IN (SELECT value FROM json_each(?2))))
     ORDER BY subject, subject_id, field`,
  )
    .bind(rallyId, JSON.stringify(spotIds))
    .all<{ subject: string; field: string }>()
  return results
}

describe('stamp rallies on the international sites', () => {
  it('a rally page reads translated, with the label data and the Japanese for the toggle', async () => {
    const tag = marker()
    const { rallyId, shrine, market } = await rallyWithSpots(tag)
    const res = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    expect(res.status).toBe(200)
    const t = (text: string) => fakeTranslation(text, 'eng_Latn')
    expect(res.body).toMatchObject({
      title: t(`秋のまちあるき${tag}`),
      description: t('港と商店街をめぐります。'),
      reward: { text: t('手ぬぐいをプレゼント') },
      translation: {
        translated: true,
        source_lang: 'ja',
        lang: 'en',
        original: {
          title: `秋のまちあるき${tag}`,
          description: '港と商店街をめぐります。',
          reward: '手ぬぐいをプレゼント',
        },
      },
    })
    expect(res.body.spots).toMatchObject([
      {
        id: shrine,
        name: t(`みなと神社${tag}`),
        description: t('鳥居の右手です。'),
        original: { name: `みなと神社${tag}`, description: '鳥居の右手です。' },
      },
      // An empty description stays empty: nothing to translate.
      { id: market, name: t(`朝市広場${tag}`), description: '' },
    ])
    // Stored through the pipeline, so the next reader needs no provider.
    expect(await storedSubjects(rallyId, [shrine, market])).toEqual([
      { subject: 'rally', field: 'description' },
      { subject: 'rally', field: 'reward' },
      { subject: 'rally', field: 'title' },
      { subject: 'rally_spot', field: 'description' },
      { subject: 'rally_spot', field: 'name' },
      { subject: 'rally_spot', field: 'name' },
    ])
  })

  it('the rally list carries the translated title and reward with the label', async () => {
    const tag = marker()
    const { rallyId } = await rallyWithSpots(tag)
    const res = await call<RallyList>('GET', '/api/stamprallies', { headers: ZH_HANT })
    expect(res.status).toBe(200)
    const rally = res.body.items.find((item) => item.id === rallyId)
    expect(rally).toMatchObject({
      title: fakeTranslation(`秋のまちあるき${tag}`, 'zho_Hant'),
      reward: { text: fakeTranslation('手ぬぐいをプレゼント', 'zho_Hant') },
      translation: {
        translated: true,
        lang: 'zh-hant',
        original: { title: `秋のまちあるき${tag}` },
      },
    })
  })

  it('the reward coupon’s title reads as the coupon post’s translation', async () => {
    const title = `達成記念 ソフトクリーム無料${marker()}`
    const couponId = await insertCoupon(title)
    const rallyId = await insertRally({ reward_coupon_id: couponId })
    const res = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    expect(res.body.reward.coupon).toEqual({
      id: couponId,
      title: fakeTranslation(title, 'eng_Latn'),
      original: { title },
    })
  })

  it('falls back to the Japanese, marked original, when the provider fails', async () => {
    const tag = `${marker()}${FAIL_MARKER}`
    const { rallyId } = await rallyWithSpots(tag)
    const res = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    expect(res.status).toBe(200)
    expect(res.body.title).toBe(`秋のまちあるき${tag}`)
    expect(res.body.translation).toEqual({ translated: false, source_lang: 'ja', lang: 'en' })
    expect(res.body.spots.map((spot) => [spot.name, spot.original])).toEqual([
      [`みなと神社${tag}`, undefined],
      [`朝市広場${tag}`, undefined],
    ])
    expect(await storedSubjects(rallyId, [])).toEqual([])
  })

  it('an edited rally text reads as the original until translated again, never stale', async () => {
    const tag = marker()
    const { rallyId } = await rallyWithSpots(tag)
    await call('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    // The edit fails at the provider, so only a stale row could translate it.
    await env.DB.prepare(`UPDATE stamp_rallies SET reward = ?2 WHERE id = ?1`)
      .bind(rallyId, `手ぬぐい2枚${FAIL_MARKER}`)
      .run()
    const res = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    expect(res.body.translation?.translated).toBe(false)
    expect(res.body.title).toBe(`秋のまちあるき${tag}`)
    expect(res.body.reward.text).toBe(`手ぬぐい2枚${FAIL_MARKER}`)
  })

  it('the Japanese site gets the rally as written, with no translation data', async () => {
    const tag = marker()
    const { rallyId } = await rallyWithSpots(tag)
    const res = await call<RallyDetail>('GET', `/api/stamprallies/${rallyId}`)
    expect(res.body.title).toBe(`秋のまちあるき${tag}`)
    expect(res.body.translation).toBeUndefined()
    expect(res.body.spots[0]?.original).toBeUndefined()
  })

  it('deleting a rally deletes its translations and its spots’ translations', async () => {
    const { rallyId, shrine, market } = await rallyWithSpots(marker())
    await call('GET', `/api/stamprallies/${rallyId}`, { headers: EN })
    expect(await storedSubjects(rallyId, [shrine, market])).toHaveLength(6)
    await env.DB.prepare('DELETE FROM stamp_rallies WHERE id = ?1').bind(rallyId).run()
    expect(await storedSubjects(rallyId, [shrine, market])).toEqual([])
  })
})

// Rows for the share-meta tests (each test file gets a fresh D1 and inserts them again).
import { env } from 'cloudflare:workers'

export const CREATED = '2026-07-01T09:00:00.000Z'
export const UPDATED = '2026-07-02T10:30:00.000Z'
export const LONG_BODY = `今年も商店街で夏祭りを開きます。\n\n  ${'ちょうちん'.repeat(40)}`
export const FAMILY = '👨‍👩‍👧'

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Users and posts of every kind and visibility, with photos and translations. */
export async function insertShareFixtures(): Promise<void> {
  const user = env.DB.prepare(
    'INSERT INTO users (id, name, bio, avatar_url, status) VALUES (?1, ?2, ?3, ?4, ?5)',
  )
  const post = env.DB.prepare(
    `INSERT INTO posts (id, user_id, kind, title, body, place_name, address, lat, lng, starts_at,
       ends_at, coupon_offer, valid_from, valid_until, visibility, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
  )
  const row = (
    id: number,
    fields: Partial<{
      user: number
      kind: string
      title: string | null
      body: string
      place: string
      address: string
      lat: number
      lng: number
      starts: string
      ends: string
      offer: string
      from: string
      until: string
      visibility: string
    }>,
  ) =>
    post.bind(
      id,
      fields.user ?? 1,
      fields.kind ?? 'post',
      fields.title ?? null,
      fields.body ?? '',
      fields.place ?? null,
      fields.address ?? null,
      fields.lat ?? null,
      fields.lng ?? null,
      fields.starts ?? null,
      fields.ends ?? null,
      fields.offer ?? null,
      fields.from ?? null,
      fields.until ?? null,
      fields.visibility ?? 'public',
      CREATED,
      UPDATED,
    )
  const media = env.DB.prepare(
    `INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
     VALUES (?1, ?2, ?3, ?3, 'image/jpeg', ?4, ?5, ?6)`,
  )
  const translation = env.DB.prepare(
    `INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
     VALUES ('post', ?1, ?2, ?3, ?4, ?5)`,
  )
  await env.DB.batch([
    user.bind(
      1,
      '山田 花子',
      '商店街でパン屋をやっています。',
      '/media/avatars/1 face.jpg',
      'active',
    ),
    user.bind(2, '隠れユーザー', '見えてはいけない', null, 'hidden'),
    user.bind(3, '退会ユーザー', '', null, 'deleted'),
    user.bind(4, 'Ken', '', 'https://cdn.example.net/ken.png', 'active'),
    row(10, { title: '夏祭りの準備', body: LONG_BODY }),
    media.bind(10, 2, 'posts/10/second.jpg', 800, 600, '二枚目'),
    media.bind(10, 1, 'posts/10/photo 1.jpg', 1600, 1200, '提灯の並ぶ通り'),
    row(11, { body: `${'あ'.repeat(29)}${FAMILY}${'い'.repeat(10)}` }),
    row(17, { body: `${'あ'.repeat(28)}か\u3099ﾊﾟ${'い'.repeat(10)}` }),
    row(12, {
      kind: 'event',
      title: '盆踊り大会',
      body: '中央公園で盆踊り。屋台も出ます。',
      place: '中央公園',
      address: '東京都千代田区千代田1-1',
      lat: 35.6812,
      lng: 139.7671,
      starts: '2026-08-15T18:00:00+09:00',
      ends: '2026-08-15T21:00:00+09:00',
    }),
    row(13, {
      kind: 'coupon',
      title: 'パン全品10%オフ',
      body: 'この画面を見せるとパン全品10%オフ。',
      offer: '10%オフ',
      from: '2026-07-01T00:00:00+09:00',
      until: '2026-07-31T23:59:59+09:00',
    }),
    row(14, { title: '非公開の投稿', body: '見えてはいけない本文', visibility: 'hidden' }),
    row(15, { title: '削除された投稿', body: '見えてはいけない本文', visibility: 'deleted' }),
    row(16, { user: 2, title: '隠れユーザーの投稿', body: '見えてはいけない本文' }),
    translation.bind(
      10,
      'title',
      'en',
      await sha256Hex('夏祭りの準備'),
      'Getting ready for the summer festival',
    ),
    translation.bind(
      10,
      'body',
      'en',
      await sha256Hex(LONG_BODY),
      'The shopping street holds its summer festival again.',
    ),
    // Translated from an older version of the title: stale, must not be shown.
    translation.bind(
      10,
      'title',
      'ko',
      await sha256Hex('夏祭りの準備（旧）'),
      '여름 축제 준비(옛날)',
    ),
  ])
}

/** The one-line text of LONG_BODY cut to 120 characters with an ellipsis. */
export const LONG_DESCRIPTION =
  `${[...'今年も商店街で夏祭りを開きます。 '].join('')}${'ちょうちん'.repeat(40)}`
    .slice(0, 119)
    .concat('…')

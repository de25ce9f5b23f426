/**
 * The demo data set of みなと町, as rows per table in insertion (foreign-key) order.
 *
 * Everything has a fixed id (or a natural composite key), so seed.mjs can load it with
 * INSERT OR IGNORE any number of times. Counters (like_count, favorite_count) are derived from the
 * likes/favorites rows here, so they always agree. Users get their password hash at seed time
 * (seed.mjs), since scrypt does not belong in a data module.
 *
 * Demo login (every user): password `jimoto-demo-2026`; admin: admin@demo.jimoto.example;
 * moderator (the moderation desk, no push): moderator@demo.jimoto.example.
 */

import { coupons, couponUses } from './data-coupons.mjs'
import {
  artists,
  eventArtists,
  rallyRewardCoupons,
  rallySpots,
  stampRallies,
  stamps,
} from './data-culture.mjs'
import { events } from './data-events.mjs'
import { restaurants, shelters, venues } from './data-places.mjs'
import { posts } from './data-posts.mjs'
import { latePosts } from './data-posts-late.mjs'
import { translationRows } from './data-translations.mjs'
import { tagTranslationRows } from './translations-tags.mjs'

export const DEMO_PASSWORD = 'jimoto-demo-2026'

/**
 * Every committed image (scripts/demo/images/<name>.jpg), uploaded to R2 as demo/<name>.jpg:
 * name -> [width, height, alt]. Post photos also have a thumbnail and, when larger than it, a
 * small copy (see `scaledSize`).
 */
export const images = {
  'festival-lanterns': [
    1200,
    800,
    '夜の境内に赤と白の提灯が並び、屋台が明るく灯る秋祭りのイラスト',
  ],
  'fireworks-river': [1200, 800, '川の上の夜空に色とりどりの花火が開き、川面に映るイラスト'],
  'shrine-torii': [1200, 800, '紅葉に囲まれたみなと神社の朱色の鳥居のイラスト'],
  'tea-fields': [1200, 800, '雪をかぶった富士山と手前に広がる茶畑のイラスト'],
  'shopping-street': [1200, 800, 'のぼりと三角旗で飾られたみなと銀座商店街のアーケードのイラスト'],
  'ramen-shop': [1200, 800, 'チャーシューと味玉がのった醤油らーめんを真上から見たイラスト'],
  'seaside-cafe': [
    1200,
    800,
    '海の見える窓辺のテーブルに置かれたカフェラテとショートケーキのイラスト',
  ],
  bakery: [1200, 800, 'クロワッサンやメロンパンが棚に並ぶベーカリーのイラスト'],
  'morning-market': [1200, 800, '海辺の朝市でテントの下にトマトやみかんが並ぶイラスト'],
  'live-stage': [1200, 800, 'カラフルな照明の野外ステージで演奏するバンドと観客のイラスト'],
  'stamp-rally-map': [1200, 800, 'スタンプラリーの6つのスポットを示したみなと町の地図のイラスト'],
  'artist-mio': [800, 800, 'ギターを弾きながら歌う早瀬みおのイラスト'],
  'avatar-hanako': [400, 400, '佐藤花子のアバター'],
  'avatar-kenta': [400, 400, '山本健太のアバター'],
  'avatar-daisuke': [400, 400, '高橋大輔のアバター'],
  'avatar-kanko': [400, 400, 'みなと町観光協会のロゴ'],
}

/**
 * Longest sides of a post photo's thumbnail and small copy: PHOTO_SIZES in
 * src/shared/photo-sizes.ts. The demo photos are 1,200 px at most, so the pipeline would store
 * no medium (1,280 px) copy of them.
 */
export const THUMB_SIZE = 480
export const SMALL_SIZE = 800

/** The size of the copy the media pipeline would make: fits in side × side, never upscaled. */
export function scaledSize(width, height, side) {
  const scale = Math.min(1, side / width, side / height)
  return [Math.round(width * scale), Math.round(height * scale)]
}

/** R2 key of a demo post photo's thumbnail (scripts/demo/images/thumbs/<name>.jpg). */
export const thumbKey = (name) => `demo/thumbs/${name}.jpg`

/** R2 key of a demo post photo's small copy (scripts/demo/images/small/<name>.jpg). */
export const smallKey = (name) => `demo/small/${name}.jpg`

/** Side of an avatar's small copy (AVATAR_SIZES.small in src/shared/avatar-sizes.ts), stored beside it as <name>.128.jpg. */
export const SMALL_AVATAR_SIZE = 128

/** The images that are avatars, each with its small copy. */
export const avatarNames = Object.keys(images).filter((name) => name.startsWith('avatar-'))

/** Whether the pipeline would store a small copy of the image: its longest side is larger. */
export const hasSmallCopy = (name) => Math.max(images[name][0], images[name][1]) > SMALL_SIZE

const user = (id, local, name, fields) => ({
  id,
  email: `${local}@demo.jimoto.example`,
  email_verified: 1,
  name,
  bio: fields.bio,
  website: fields.website ?? '',
  avatar_url: fields.avatar ? `/media/demo/avatar-${fields.avatar}.jpg` : null,
  birth_date: fields.birth_date ?? null,
  groups_json: '[]',
  service_name: null,
  role: fields.role ?? 'user',
  status: 'active',
  campaign_code: null,
  created_at: fields.created_at,
  updated_at: fields.created_at,
})

export const users = [
  user(1, 'admin', 'jimoto運営事務局', {
    role: 'admin',
    bio: 'みなと町の地域アプリ jimoto の運営です。不具合やご意見は設定画面のお問い合わせからどうぞ。',
    created_at: '2026-10-20T00:00:00.000Z',
  }),
  user(2, 'hanako', '佐藤 花子', {
    avatar: 'hanako',
    bio: 'みなと町に住んで10年。カフェ巡りと写真が好きです。週末はだいたい朝市にいます☕',
    birth_date: '1992-04-18',
    created_at: '2026-10-22T11:12:00.000Z',
  }),
  user(3, 'kenta', '山本 健太', {
    avatar: 'kenta',
    bio: 'みなと港で漁師をしています。釣りとお祭りと、地元の魚の話ならまかせてください🐟',
    birth_date: '1986-08-02',
    created_at: '2026-10-23T09:40:00.000Z',
  }),
  user(4, 'daisuke', '高橋 大輔｜らーめん港屋', {
    avatar: 'daisuke',
    bio: '本町の「らーめん港屋」店主。地元の魚介でだしを取っています。営業日や限定メニューのお知らせをします。',
    website: 'https://minatoya-ramen.example/',
    birth_date: '1979-01-25',
    created_at: '2026-10-24T05:30:00.000Z',
  }),
  user(5, 'kanko', 'みなと町観光協会', {
    avatar: 'kanko',
    bio: 'みなと町観光協会の公式アカウントです。イベント、お祭り、スタンプラリー、お得なクーポンの情報をお届けします。',
    website: 'https://kanko.minato-town.example/',
    created_at: '2026-10-21T01:00:00.000Z',
  }),
  user(6, 'sakura', '中村 さくら', {
    bio: '駅前の「ベーカリーこむぎ」でパンを焼いています。焼きたての時間や新作をお知らせします🥐',
    birth_date: '1995-11-03',
    created_at: '2026-10-25T22:15:00.000Z',
  }),
  user(7, 'moderator', 'みなと町見守り担当', {
    bio: '地域の投稿を見守るボランティアです。通報を確認して対応します。',
    created_at: '2026-10-20T01:00:00.000Z',
  }),
]

/** Moderators besides the admin (the desk on 管理画面: reports, content actions; no push). */
const staffRoles = [
  { user_id: 7, role: 'moderator', granted_by: 1, created_at: '2026-10-20T01:00:00.000Z' },
]

const follow = (follower_id, followee_id, created_at) => ({ follower_id, followee_id, created_at })
export const follows = [
  follow(2, 3, '2026-10-26T10:00:00.000Z'),
  follow(2, 4, '2026-10-26T10:02:00.000Z'),
  follow(2, 5, '2026-10-26T10:03:00.000Z'),
  follow(2, 6, '2026-10-27T08:30:00.000Z'),
  follow(3, 2, '2026-10-27T12:00:00.000Z'),
  follow(3, 4, '2026-10-28T03:20:00.000Z'),
  follow(3, 5, '2026-10-28T03:21:00.000Z'),
  follow(4, 2, '2026-10-29T06:00:00.000Z'),
  follow(4, 5, '2026-10-29T06:01:00.000Z'),
  follow(5, 2, '2026-11-02T01:00:00.000Z'),
  follow(6, 2, '2026-11-01T02:10:00.000Z'),
  follow(6, 4, '2026-11-01T02:11:00.000Z'),
  follow(6, 5, '2026-11-01T02:12:00.000Z'),
]

const places = new Map([...venues, ...restaurants, ...shelters].map((v) => [v.id, v]))
const iso = (ms) => new Date(ms).toISOString()
const LAST = Date.parse('2026-11-20T23:59:00Z')

/** Expands a compact entry (data-posts.mjs, data-events.mjs) into a full `posts` row. */
function postRow(entry, kind) {
  const venue = places.get(entry.venue ?? entry.place)
  const created = iso(Date.parse(entry.at))
  return {
    id: entry.id,
    user_id: entry.user,
    kind,
    title: entry.title ?? null,
    body: entry.body,
    tags_json: JSON.stringify(entry.tags ?? []),
    place_name: entry.place_name ?? venue?.name ?? null,
    address: entry.address ?? venue?.address ?? null,
    lat: entry.lat ?? venue?.lat ?? null,
    lng: entry.lng ?? venue?.lng ?? null,
    venue_id: entry.venue ?? null,
    starts_at: entry.starts_at ?? null,
    ends_at: entry.ends_at ?? null,
    coupon_offer: entry.coupon_offer ?? null,
    coupon_terms: entry.coupon_terms ?? null,
    valid_from: entry.valid_from ?? null,
    valid_until: entry.valid_until ?? null,
    per_user_limit: entry.per_user_limit ?? null,
    total_limit: entry.total_limit ?? null,
    visibility: 'public',
    like_count: entry.likes?.length ?? 0,
    favorite_count: entry.favs?.length ?? 0,
    campaign_code: null,
    created_at: created,
    updated_at: created,
  }
}

const entries = [
  ...posts.map((e) => [e, 'post']),
  ...latePosts.map((e) => [e, 'post']),
  ...events.map((e) => [e, 'event']),
  ...coupons.map((e) => [e, 'coupon']),
].sort((a, b) => a[0].id - b[0].id)

const postRows = []
const media = []
const likes = []
const favorites = []
for (const [entry, kind] of entries) {
  const row = postRow(entry, kind)
  postRows.push(row)
  for (const [position, name] of (entry.images ?? []).entries()) {
    const [width, height, alt] = images[name]
    const key = `demo/${name}.jpg`
    media.push({
      id: media.length + 1,
      post_id: row.id,
      position,
      key,
      thumb_key: thumbKey(name),
      small_key: hasSmallCopy(name) ? smallKey(name) : null,
      medium_key: null,
      content_type: 'image/jpeg',
      width,
      height,
      alt,
    })
  }
  // Reactions arrive in the hours after the post, never after the demo's "now".
  const after = (i) => iso(Math.min(Date.parse(row.created_at) + (i + 1) * 47 * 60_000, LAST))
  for (const [i, user_id] of (entry.likes ?? []).entries())
    likes.push({ user_id, post_id: row.id, created_at: after(i) })
  for (const [i, user_id] of (entry.favs ?? []).entries())
    favorites.push({ user_id, post_id: row.id, created_at: after(i + 1) })
}

/** Names of the images used as post photos: the ones that get a thumbnail. */
export const postPhotoNames = [...new Set(entries.flatMap(([entry]) => entry.images ?? []))].sort()

/** The post photos that also get a small copy. */
export const smallPhotoNames = postPhotoNames.filter(hasSmallCopy)

/** One report, so the admin moderation view has something to review. */
const reports = [
  {
    id: 1,
    post_id: 15,
    user_id: 6,
    reason: '立入禁止の防波堤での釣りを勧めているように見えます。',
    created_at: '2026-11-05T12:30:00.000Z',
  },
]

/** Tables in an order that satisfies every foreign key. */
export const tables = [
  ['users', users],
  ['staff_roles', staffRoles],
  ['venues', [...venues, ...restaurants, ...shelters]],
  ['posts', postRows],
  ['posts', rallyRewardCoupons],
  ['post_media', media],
  ['likes', likes],
  ['favorites', favorites],
  ['follows', follows],
  ['reports', reports],
  ['artists', artists],
  ['event_artists', eventArtists],
  ['stamp_rallies', stampRallies],
  ['rally_spots', rallySpots],
  ['stamps', stamps],
  ['coupon_uses', couponUses],
  // Last: the translation pipeline's own rows for the posts, places, artists and rally above.
  [
    'translations',
    translationRows({
      posts: [...postRows, ...rallyRewardCoupons],
      places: [...venues, ...restaurants, ...shelters],
      artists,
      rallies: stampRallies,
      rallySpots,
    }),
  ],
  ['tag_translations', tagTranslationRows],
]

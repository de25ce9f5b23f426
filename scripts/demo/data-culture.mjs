/**
 * Demo artists, their schedule slots (event_artists) and the stamp rally of みなと町.
 *
 * Times: the schema keeps columns without their own note in UTC (…Z), so slot and rally times are
 * UTC here; event posts themselves carry +09:00 (see data-events.mjs). 12:00 JST = 03:00Z.
 *
 * The stamp rally: 5 of its 6 spots complete it, and the reward is coupon post 90 (only holders of
 * the reward may use it). Staffed spots (1, 4) show a rotating QR code on the organizer's screen;
 * the others have a printed code (their QR codes are on the organizer's print sheet), accepted
 * within the spot's radius:
 *   1 みなと駅前観光案内所  staffed
 *   2 みなと神社            JINJA-2026
 *   3 みなと銀座商店街      GINZA-2026
 *   4 港の朝市広場          staffed
 *   5 川端公園              KAWABATA-2026
 *   6 汐見の丘展望台        SHIOMI-2026
 */
import { createHash } from 'node:crypto'
import { img } from './data-places.mjs'

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex')

const artist = (id, name, genre, bio, extra = {}) => ({
  id,
  name,
  genre,
  bio,
  url: extra.url ?? null,
  image_key: extra.image ? img(extra.image) : null,
  links_json: JSON.stringify(extra.links ?? []),
  created_at: `2026-10-29T0${id}:00:00.000Z`,
})

export const artists = [
  artist(
    1,
    '潮騒ブラザーズ',
    'ロック',
    'みなと町出身の兄弟を中心にした4人組ロックバンド。港町の情景を歌う「防波堤の向こう」が代表曲。',
    {
      image: 'live-stage',
      url: 'https://shiosai-bros.example/',
      links: [
        { label: 'X', url: 'https://x.com/shiosai_bros' },
        { label: 'YouTube', url: 'https://www.youtube.com/@shiosai-bros' },
      ],
    },
  ),
  artist(
    2,
    '早瀬 みお',
    'シンガーソングライター',
    'アコースティックギターの弾き語りで全国のカフェやライブハウスを回るシンガーソングライター。2枚目のアルバム『汐風の手紙』発売中。',
    {
      image: 'artist-mio',
      url: 'https://hayase-mio.example/',
      links: [{ label: 'Instagram', url: 'https://www.instagram.com/hayase_mio/' }],
    },
  ),
  artist(
    3,
    'みなと太鼓保存会',
    '和太鼓',
    '1978年結成。秋季例大祭での奉納演奏をはじめ、町内外のイベントで力強い太鼓を披露しています。',
    { image: 'festival-lanterns' },
  ),
  artist(
    4,
    'The Lighthouse Keepers',
    'ジャズ',
    'ピアノ・ウッドベース・ドラムのジャズトリオ。ライブハウス灯台の月例ジャズナイトのレギュラー。',
  ),
  artist(
    5,
    '小林 蒼',
    'ピアノ',
    'みなと町在住のピアニスト。クラシックから映画音楽まで、やわらかい音色の即興演奏が人気。',
  ),
  artist(
    6,
    'みなと町吹奏楽団',
    '吹奏楽',
    '中学生から70代までの約40人で活動する市民吹奏楽団。毎年12月のクリスマスコンサートが恒例です。',
  ),
  artist(
    7,
    'DJ KAIRI',
    'クラブミュージック',
    '海辺の夕暮れに合うチルなハウスミュージックを得意とするDJ。',
    {
      image: 'live-stage',
    },
  ),
  artist(
    8,
    '浜風ゴスペルクワイア',
    'ゴスペル',
    '町内の有志20人によるゴスペルクワイア。手拍子で会場をひとつにするステージが評判です。',
  ),
]

/** Schedule slots; post_id is the event post (data-events.mjs), null for a venue-only night. */
const slot = (id, post_id, artist_id, venue_id, starts_at, ends_at) => ({
  id,
  post_id,
  artist_id,
  venue_id,
  starts_at,
  ends_at,
})

export const eventArtists = [
  // 秋季例大祭 (post 2), 2026-11-07 18:00–18:30 JST.
  slot(1, 2, 3, 4, '2026-11-07T09:00:00.000Z', '2026-11-07T09:30:00.000Z'),
  // みなと音楽祭 2026 (post 9), 2026-11-28, 海浜公園 野外ステージ.
  slot(2, 9, 3, 2, '2026-11-28T03:00:00.000Z', '2026-11-28T03:40:00.000Z'),
  slot(3, 9, 2, 2, '2026-11-28T04:00:00.000Z', '2026-11-28T04:40:00.000Z'),
  slot(4, 9, 8, 2, '2026-11-28T05:00:00.000Z', '2026-11-28T05:40:00.000Z'),
  slot(5, 9, 4, 2, '2026-11-28T06:00:00.000Z', '2026-11-28T06:50:00.000Z'),
  slot(6, 9, 7, 2, '2026-11-28T07:30:00.000Z', '2026-11-28T08:30:00.000Z'),
  slot(7, 9, 1, 2, '2026-11-28T09:30:00.000Z', '2026-11-28T10:40:00.000Z'),
  // ジャズナイト (post 21), 2026-11-27, ライブハウス 灯台.
  slot(8, 21, 4, 3, '2026-11-27T10:00:00.000Z', '2026-11-27T11:15:00.000Z'),
  slot(9, 21, 5, 3, '2026-11-27T11:45:00.000Z', '2026-11-27T12:45:00.000Z'),
  // 早瀬みお ワンマンライブ: on the venue's schedule only, no event post.
  slot(10, null, 2, 3, '2026-12-04T10:30:00.000Z', '2026-12-04T12:00:00.000Z'),
  // クリスマスコンサート (post 36), 2026-12-20, 町民会館 大ホール.
  slot(11, 36, 6, 1, '2026-12-20T05:00:00.000Z', '2026-12-20T05:50:00.000Z'),
  slot(12, 36, 8, 1, '2026-12-20T06:05:00.000Z', '2026-12-20T06:50:00.000Z'),
  // みなと音楽祭 day 2 (post 9), 2026-11-29: the main stage, and street live in the arcade; the
  // closing DJ set runs past midnight.
  slot(13, 9, 5, 2, '2026-11-29T02:30:00.000Z', '2026-11-29T03:20:00.000Z'),
  slot(14, 9, 6, 2, '2026-11-29T04:00:00.000Z', '2026-11-29T05:00:00.000Z'),
  slot(15, 9, 2, 7, '2026-11-29T05:30:00.000Z', '2026-11-29T06:10:00.000Z'),
  slot(16, 9, 8, 2, '2026-11-29T06:30:00.000Z', '2026-11-29T07:20:00.000Z'),
  slot(17, 9, 1, 2, '2026-11-29T09:00:00.000Z', '2026-11-29T10:30:00.000Z'),
  slot(18, 9, 7, 2, '2026-11-29T13:30:00.000Z', '2026-11-29T15:30:00.000Z'),
]

export const stampRallies = [
  {
    id: 1,
    title: 'みなと町 秋のまちあるきスタンプラリー',
    description:
      '駅前から神社、商店街、港、川沿いをめぐる約4kmのコースです。各スポットに掲示されたコードを入力するとスタンプが押されます。',
    reward:
      '6つのうち5つ集めると、観光案内所で「みなと町オリジナル手ぬぐい」と引き換えられるクーポンをプレゼント',
    starts_at: '2026-10-31T15:00:00.000Z',
    ends_at: '2026-12-25T14:59:59.000Z',
    image_key: img('stamp-rally-map'),
    created_at: '2026-10-30T03:00:00.000Z',
    required_stamps: 5,
    reward_coupon_id: 90,
    created_by: 1,
  },
]

/** The rally's reward: a coupon only people who completed the rally hold (and may use). */
export const rallyRewardCoupons = [
  {
    id: 90,
    user_id: 5,
    kind: 'coupon',
    title: 'スタンプラリー達成記念 手ぬぐい引換券',
    body: '秋のまちあるきスタンプラリーを達成した方へ。観光案内所でこの画面を見せると「みなと町オリジナル手ぬぐい」と引き換えられます。',
    tags_json: JSON.stringify(['スタンプラリー', 'クーポン']),
    coupon_offer: 'みなと町オリジナル手ぬぐい1枚',
    coupon_terms: 'スタンプラリー達成者のみ。お一人様1回限り。',
    valid_from: '2026-10-31T15:00:00.000Z',
    valid_until: '2026-12-31T14:59:59.000Z',
    per_user_limit: 1,
    coupon_requires_grant: 1,
    created_at: '2026-10-30T03:00:00.000Z',
    updated_at: '2026-10-30T03:00:00.000Z',
  },
]

const spot = (id, position, name, description, venue_id, lat, lng, code) => ({
  id,
  rally_id: 1,
  venue_id,
  position,
  name,
  description,
  lat,
  lng,
  code_hash: sha256(code),
  // Staffed spots have no printed code; their old code is no longer accepted there.
  method: STAFFED.has(id) ? 'staffed' : 'printed',
  radius_m: 50,
  // Local demo only: fixed so a reseeded database keeps its codes; real spots get random ones.
  secret: sha256(`demo-rally-spot-${id}`),
  printed_code: STAFFED.has(id) ? null : code,
})

/** Spots where staff show the rotating QR code. */
const STAFFED = new Set([1, 4])

/** A database seeded before rallies had methods: the same spots, upgraded in place once. */
export function describeRally(db) {
  return [
    ...rallySpots.map((s) =>
      db
        .prepare(
          `UPDATE rally_spots SET method = ?2, radius_m = ?3, secret = ?4, printed_code = ?5
           WHERE id = ?1 AND printed_code IS NULL AND method = 'printed'`,
        )
        .bind(s.id, s.method, s.radius_m, s.secret, s.printed_code),
    ),
    db
      .prepare(
        `UPDATE stamp_rallies SET required_stamps = 5, reward_coupon_id = 90, created_by = 1,
           reward = ?1 WHERE id = 1 AND reward_coupon_id IS NULL
           AND EXISTS (SELECT 1 FROM posts WHERE id = 90)`,
      )
      .bind(stampRallies[0].reward),
  ]
}

export const rallySpots = [
  spot(
    1,
    1,
    'みなと駅前観光案内所',
    'スタート地点。台紙の代わりにこのアプリで参加できます。',
    null,
    34.9745,
    139.0921,
    'EKIMAE-2026',
  ),
  spot(
    2,
    2,
    'みなと神社',
    '鳥居をくぐった右手、社務所の前にコードがあります。',
    4,
    34.979,
    139.0868,
    'JINJA-2026',
  ),
  spot(
    3,
    3,
    'みなと銀座商店街',
    'アーケード広場の掲示板にコードがあります。',
    7,
    34.9724,
    139.095,
    'GINZA-2026',
  ),
  spot(
    4,
    4,
    '港の朝市広場',
    '朝市の案内テントの横。朝市のない日も掲示しています。',
    8,
    34.9738,
    139.0983,
    'ASAICHI-2026',
  ),
  spot(
    5,
    5,
    '川端公園',
    '川沿いの遊歩道入口、花火大会の看板の下です。',
    5,
    34.9678,
    139.0958,
    'KAWABATA-2026',
  ),
  spot(
    6,
    6,
    '汐見の丘展望台',
    'ゴール。港と町並みを一望できる展望台の手すりにコードがあります。',
    null,
    34.9635,
    139.0972,
    'SHIOMI-2026',
  ),
]

/** Stamps already collected, so rally progress shows something (user 2 has 3 of the 5 needed). */
export const stamps = [
  { user_id: 2, spot_id: 1, created_at: '2026-11-08T01:10:00.000Z' },
  { user_id: 2, spot_id: 2, created_at: '2026-11-08T01:45:00.000Z' },
  { user_id: 2, spot_id: 3, created_at: '2026-11-13T07:30:00.000Z' },
  { user_id: 3, spot_id: 4, created_at: '2026-11-12T00:40:00.000Z' },
]

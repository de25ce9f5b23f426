import type { Cell } from './csv'
import { tokyoTime } from './csv'

// What the desk exports, one CSV per dataset. Each reads its rows in keyset pages (rowid after
// the last one sent) within the period, on the column `at` (a UTC instant, …Z); `row` turns a
// D1 row into the cells under `headers`. Times are written as Tokyo wall time.

type Row = Record<string, string | number | null>

export interface Dataset {
  /** The file's name part and the URL segment. */
  name: string
  headers: string[]
  /** SELECT … with ?1/?2 the period's UTC bounds, ?3 the last rowid sent, ?4 the page size. */
  sql: string
  row: (r: Row) => Cell[]
}

const page = (from: string, at: string, where = '') =>
  `FROM ${from} WHERE ${at} >= ?1 AND ${at} < ?2 AND x.rowid > ?3 ${where}
   ORDER BY x.rowid LIMIT ?4`

const str = (v: Cell) => (v === null || v === undefined ? null : String(v))
const time = (v: Cell) => tokyoTime(str(v))

export const DATASETS: Dataset[] = [
  {
    name: 'posts',
    headers: [
      'ID',
      '種類',
      'タイトル',
      '本文',
      '投稿者',
      '場所',
      '住所',
      '緯度',
      '経度',
      '開始',
      '終了',
      '公開状態',
      'いいね数',
      '投稿日時',
    ],
    sql: `SELECT x.rowid AS k, x.*, u.name AS author
          ${page('posts x JOIN users u ON u.id = x.user_id', 'x.created_at')}`,
    row: (r) => [
      r.id,
      r.kind,
      r.title,
      r.body,
      r.author,
      r.place_name,
      r.address,
      r.lat,
      r.lng,
      r.starts_at,
      r.ends_at,
      r.visibility,
      r.like_count,
      time(r.created_at),
    ],
  },
  {
    name: 'places',
    headers: ['ID', '種類', '名称', '説明', '住所', '緯度', '経度', '電話', 'URL', '登録日時'],
    sql: `SELECT x.rowid AS k, x.* ${page('venues x', 'x.created_at', "AND x.kind IN ('venue', 'restaurant')")}`,
    row: (r) => [
      r.id,
      r.kind,
      r.name,
      r.description,
      r.address,
      r.lat,
      r.lng,
      r.phone,
      r.url,
      time(r.created_at),
    ],
  },
  {
    name: 'shelters',
    headers: ['ID', '名称', '住所', '緯度', '経度', '説明', '登録日時'],
    sql: `SELECT x.rowid AS k, x.* ${page('venues x', 'x.created_at', "AND x.kind = 'shelter'")}`,
    row: (r) => [r.id, r.name, r.address, r.lat, r.lng, r.description, time(r.created_at)],
  },
  {
    name: 'rallies',
    headers: [
      'ID',
      'タイトル',
      '説明',
      '特典',
      '開始',
      '終了',
      'スポット数',
      '達成者数',
      '作成日時',
    ],
    sql: `SELECT x.rowid AS k, x.*,
            (SELECT COUNT(*) FROM rally_spots s WHERE s.rally_id = x.id) AS spots,
            (SELECT COUNT(*) FROM rally_completions c WHERE c.rally_id = x.id) AS completions
          ${page('stamp_rallies x', 'x.created_at')}`,
    row: (r) => [
      r.id,
      r.title,
      r.description,
      r.reward,
      r.starts_at,
      r.ends_at,
      r.spots,
      r.completions,
      time(r.created_at),
    ],
  },
  {
    name: 'coupon-uses',
    headers: [
      '利用ID',
      'クーポンID',
      'クーポン',
      '店舗',
      '番号',
      '利用者ID',
      '利用日時',
      '取消日時',
      '取消理由',
    ],
    sql: `SELECT x.rowid AS k, x.*, p.title, u.name AS shop
          ${page('coupon_uses x JOIN posts p ON p.id = x.coupon_id JOIN users u ON u.id = p.user_id', 'x.used_at')}`,
    row: (r) => [
      r.id,
      r.coupon_id,
      r.title,
      r.shop,
      r.redemption_no,
      r.user_id,
      time(r.used_at),
      time(r.voided_at),
      r.void_reason,
    ],
  },
  {
    name: 'ad-orders',
    headers: [
      '注文ID',
      '領収書番号',
      'プラン',
      '週数',
      '掲載開始',
      '掲載終了',
      '見出し',
      '宛名',
      'メール',
      '小計',
      '消費税',
      '合計',
      '状態',
      '支払方法',
      '支払日時',
      '返金日時',
      '申込日時',
    ],
    sql: `SELECT x.rowid AS k, x.* ${page('ad_orders x', 'x.created_at')}`,
    row: (r) => [
      r.id,
      r.paid_at ? `AD-${String(r.id).padStart(8, '0')}` : null,
      r.plan,
      r.weeks,
      r.starts_on,
      r.ends_on,
      r.headline,
      r.billing_name,
      r.billing_email,
      r.subtotal,
      r.tax,
      r.total,
      r.state,
      r.payment_method,
      time(r.paid_at),
      time(r.refunded_at),
      time(r.created_at),
    ],
  },
  {
    name: 'town-orders',
    headers: ['ID', '種類', 'レベル', '地域', '見出し', '状態', '発令日時', '解除日時', '発令者'],
    sql: `SELECT x.rowid AS k, x.*, u.name AS issuer
          ${page('alerts x LEFT JOIN users u ON u.id = x.issued_by', 'x.issued_at', "AND x.source = 'town'")}`,
    row: (r) => [
      r.id,
      r.kind,
      r.level,
      r.area_name,
      r.headline,
      r.status,
      time(r.issued_at),
      time(r.lifted_at),
      r.issuer,
    ],
  },
  {
    name: 'warnings',
    headers: [
      '受信日時',
      '発表日時',
      '種類',
      'レベル',
      '地域',
      '見出し',
      '状態',
      '処理',
      'EventID',
      '電文ID',
    ],
    sql: `SELECT x.rowid AS k, x.*, a.area_name, a.headline
          ${page('alert_reports x LEFT JOIN alerts a ON a.id = x.alert_id', 'x.received_at')}`,
    row: (r) => [
      time(r.received_at),
      time(r.report_at),
      r.kind,
      r.level,
      r.area_name,
      r.headline,
      r.status,
      r.outcome,
      r.event_id,
      r.entry_id,
    ],
  },
]

import { z } from 'zod'
import { halfWidth } from '../text-input'
import { textRule } from './schema-rules'
import { CHECKIN_METHODS } from './stamprally'

// The request bodies of the stamp rally endpoints (./stamprally.ts), declared once for the Worker
// (worker/stamprally/) and the SPA. The limits are ours: generous for real clients, small enough
// that nothing hostile reaches D1.

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message)

/**
 * Text of the shared rule (src/shared/text-input.ts): `display` for titles and spot names, which
 * appear in lists and on printed sheets, so bidi controls and invisible characters are refused too.
 */
const ruledText = (label: string, max: number, message: string, kind: 'text' | 'display') =>
  text(max, message).superRefine(textRule(label, kind))

const latitude = z
  .number({ error: '緯度（lat）は数値で指定してください。' })
  .min(-90, '緯度（lat）は-90〜90で指定してください。')
  .max(90, '緯度（lat）は-90〜90で指定してください。')
const longitude = z
  .number({ error: '経度（lng）は数値で指定してください。' })
  .min(-180, '経度（lng）は-180〜180で指定してください。')
  .max(180, '経度（lng）は-180〜180で指定してください。')

export const checkinBody = z
  .object({
    spot_id: z
      .number({ error: 'スポット（spot_id）の指定が正しくありません。' })
      .int('スポット（spot_id）の指定が正しくありません。')
      .positive('スポット（spot_id）の指定が正しくありません。')
      .max(Number.MAX_SAFE_INTEGER, 'スポット（spot_id）の指定が正しくありません。')
      .optional(),
    token: z
      .string({ error: 'QRコードの内容が正しくありません。' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'QRコードの内容が正しくありません。')
      .optional(),
    pass: z
      .string({ error: 'QRコードの内容が正しくありません。' })
      .regex(/^\d{1,12}\.[A-Za-z0-9_-]{22}$/, 'QRコードの内容が正しくありません。')
      .optional(),
    // A printed code typed on a Japanese keyboard may be full-width (ＡＢＣＤＥ－２３４５６).
    code: z
      .string({ error: 'コードが正しくありません。' })
      .max(40, 'コードが正しくありません。')
      .transform(halfWidth)
      .pipe(z.string().min(1, 'コードを入力してください。').max(40, 'コードが正しくありません。'))
      .optional(),
    position: z
      .object({
        lat: latitude,
        lng: longitude,
        accuracy: z
          .number({ error: '位置の精度（accuracy）は数値で指定してください。' })
          .min(0, '位置の精度（accuracy）が正しくありません。')
          .max(100_000, '位置の精度（accuracy）が正しくありません。'),
      })
      .optional(),
    position_error: z.enum(['denied', 'unavailable', 'timeout', 'unsupported']).optional(),
    device_time: z
      .string({ error: '端末の時刻（device_time）が正しくありません。' })
      .max(40, '端末の時刻（device_time）が正しくありません。')
      .refine(
        (value) => !Number.isNaN(Date.parse(value)),
        '端末の時刻（device_time）が正しくありません。',
      )
      .optional(),
  })
  .refine(
    (body) => body.token !== undefined || body.pass !== undefined || body.code !== undefined,
    {
      message: 'QRコードを読み取るか、コードを入力してください。',
      path: ['code'],
    },
  )
  .refine(
    (body) => (body.token === undefined && body.pass === undefined) || body.spot_id !== undefined,
    {
      message: 'スポット（spot_id）の指定が正しくありません。',
      path: ['spot_id'],
    },
  )

const instant = (field: string, label: string) =>
  z
    .string({ error: `${label}（${field}）を指定してください。` })
    .max(40, `${label}（${field}）の形式が正しくありません。`)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      `${label}（${field}）は日時（例: 2026-12-01T10:00+09:00）で指定してください。`,
    )
    .transform((value) => new Date(value).toISOString())

export const newRally = z
  .object({
    title: ruledText('タイトル', 100, 'タイトルは100文字以内で入力してください。', 'display').pipe(
      z.string().min(1, 'タイトルを入力してください。'),
    ),
    description: ruledText('説明', 2000, '説明は2000文字以内で入力してください。', 'text').default(
      '',
    ),
    reward: ruledText(
      '特典の説明',
      300,
      '特典の説明は300文字以内で入力してください。',
      'display',
    ).default(''),
    starts_at: instant('starts_at', '開始日時'),
    ends_at: instant('ends_at', '終了日時'),
    required_stamps: z
      .number({ error: '必要なスタンプ数は1以上の整数で指定してください。' })
      .int('必要なスタンプ数は1以上の整数で指定してください。')
      .min(1, '必要なスタンプ数は1以上の整数で指定してください。')
      .max(1000, '必要なスタンプ数は1000以下で指定してください。')
      .nullable()
      .default(null),
    reward_coupon_id: z
      .number({ error: '特典クーポンの指定が正しくありません。' })
      .int('特典クーポンの指定が正しくありません。')
      .positive('特典クーポンの指定が正しくありません。')
      .max(Number.MAX_SAFE_INTEGER, '特典クーポンの指定が正しくありません。')
      .nullable()
      .default(null),
    // The organization that runs it; without one, the organizer's first (an admin's: the town's).
    organization_id: z
      .number({ error: '主催団体の指定が正しくありません。' })
      .int('主催団体の指定が正しくありません。')
      .positive('主催団体の指定が正しくありません。')
      .max(Number.MAX_SAFE_INTEGER, '主催団体の指定が正しくありません。')
      .nullish(),
  })
  .refine((rally) => rally.ends_at > rally.starts_at, {
    message: '終了日時は開始日時より後にしてください。',
    path: ['ends_at'],
  })

export const newSpot = z.object({
  name: ruledText('スポット名', 100, 'スポット名は100文字以内で入力してください。', 'display').pipe(
    z.string().min(1, 'スポット名を入力してください。'),
  ),
  description: ruledText(
    'スポットの説明',
    500,
    'スポットの説明は500文字以内で入力してください。',
    'text',
  ).default(''),
  lat: latitude,
  lng: longitude,
  radius_m: z
    .number({ error: '半径は10〜1000mの整数で指定してください。' })
    .int('半径は10〜1000mの整数で指定してください。')
    .min(10, '半径は10〜1000mの整数で指定してください。')
    .max(1000, '半径は10〜1000mの整数で指定してください。')
    .default(50),
  method: z.enum(CHECKIN_METHODS, {
    error: 'チェックイン方法は staffed（係員のQR）か printed（掲示のQR）を指定してください。',
  }),
})

/** A staffed spot's rotating token, traded for a pass that survives the login page. */
export const passBody = z.object({
  spot_id: z
    .number({ error: 'スポット（spot_id）の指定が正しくありません。' })
    .int('スポット（spot_id）の指定が正しくありません。')
    .positive('スポット（spot_id）の指定が正しくありません。')
    .max(Number.MAX_SAFE_INTEGER, 'スポット（spot_id）の指定が正しくありません。'),
  token: z
    .string({ error: 'QRコードの内容が正しくありません。' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'QRコードの内容が正しくありません。'),
})

/** POST /api/stamprallies/:id/checkins: a token (with spot_id), a pass, or a printed code. */
export type CheckinRequest = z.input<typeof checkinBody>
/** POST /api/stamprallies */
export type NewRally = z.input<typeof newRally>
/** POST /api/stamprallies/:id/spots */
export type NewSpot = z.input<typeof newSpot>
/** POST /api/stamprallies/:id/passes */
export type PassRequest = z.input<typeof passBody>

import { z } from 'zod'
import { halfWidth } from '../text-input'
import {
  MAX_BIO_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PROFILE_WEBSITE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './accounts'
import { textRule } from './schema-rules'

// The request bodies of the accounts API (/auth/*, PATCH /api/me), declared once for the Worker
// (worker/accounts/) and the sign-up and profile forms. Every rule carries the Japanese message a
// person sees next to the field, and every 400 names the field (`field`), so a form can point at it.

// Letters that change how text reads without being visible: bidi controls (RTL marks, overrides,
// isolates) and C0/C1 control characters. Unpaired surrogates are not text at all.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function hasControlCharacters(value: string, options: { multiline: boolean }): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    const lineBreak = code === 0x0a || code === 0x0d || code === 0x09
    if (lineBreak ? !options.multiline : code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

export function isCleanText(value: string, options: { multiline: boolean }): boolean {
  if (BIDI_CONTROLS.test(value) || LONE_SURROGATE.test(value)) return false
  return !hasControlCharacters(value, options)
}

const length = (value: string) => [...value].length

// ASCII addresses only (IDN domains in their xn-- form): a full-width ＠, look-alike letters or
// invisible marks never become an account name.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export const emailField = z
  .string({ error: 'メールアドレスを入力してください。' })
  // A Japanese keyboard may type the address full-width (ｈａｎａ＠…): it means the same address.
  .overwrite(halfWidth)
  .min(1, { error: 'メールアドレスを入力してください。' })
  .max(254, { error: 'メールアドレスが長すぎます。' })
  .regex(EMAIL, {
    error: 'メールアドレスの形式が正しくありません（半角英数字で入力してください）。',
  })
  .transform((value) => value.toLowerCase())

export const newPasswordField = z
  .string({ error: 'パスワードを入力してください。' })
  .min(MIN_PASSWORD_LENGTH, {
    error: `パスワードは${MIN_PASSWORD_LENGTH}文字以上で入力してください。`,
  })
  .max(MAX_PASSWORD_LENGTH, {
    error: `パスワードは${MAX_PASSWORD_LENGTH}文字以内で入力してください。`,
  })
  .refine(
    (value) => !hasControlCharacters(value, { multiline: false }) && !LONE_SURROGATE.test(value),
    {
      error: 'パスワードに使えない文字が含まれています。',
    },
  )

const loginPasswordField = z
  .string({ error: 'パスワードを入力してください。' })
  .min(1, { error: 'パスワードを入力してください。' })
  .max(MAX_PASSWORD_LENGTH, { error: 'メールアドレスまたはパスワードが正しくありません。' })

export const nameField = z
  .string({ error: 'お名前を入力してください。' })
  .trim()
  .min(1, { error: 'お名前を入力してください。' })
  .refine((value) => length(value) <= MAX_NAME_LENGTH, {
    error: `お名前は${MAX_NAME_LENGTH}文字以内で入力してください。`,
  })
  .superRefine(textRule('お名前', 'display'))
  .refine((value) => isCleanText(value, { multiline: false }), {
    error: 'お名前に改行やタブは使えません。',
  })
  .transform((value) => value.normalize('NFC'))

export const bioField = z
  .string({ error: '自己紹介は文字列で入力してください。' })
  .trim()
  .refine((value) => length(value) <= MAX_BIO_LENGTH, {
    error: `自己紹介は${MAX_BIO_LENGTH}文字以内で入力してください。`,
  })
  .refine((value) => isCleanText(value, { multiline: true }), {
    error: '自己紹介に使えない文字（制御文字や表示方向を変える文字）が含まれています。',
  })
  .transform((value) => value.normalize('NFC'))

export const websiteField = z
  .string({ error: 'ウェブサイトは文字列で入力してください。' })
  .trim()
  .max(MAX_PROFILE_WEBSITE_LENGTH, {
    error: `ウェブサイトのURLは${MAX_PROFILE_WEBSITE_LENGTH}文字以内で入力してください。`,
  })
  .refine((value) => value === '' || isWebUrl(value), {
    error: 'ウェブサイトは http:// または https:// で始まるURLを入力してください。',
  })

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[\x21-\x7e]+$/i.test(value)) return false
  try {
    const url = new URL(value)
    return !url.username && !url.password && url.hostname.includes('.')
  } catch {
    return false
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
export const birthDateField = z
  .string({ error: '生年月日は YYYY-MM-DD の形式で入力してください。' })
  .trim()
  .refine((value) => value === '' || isPastDate(value), {
    error: '生年月日は YYYY-MM-DD の形式で、今日以前の日付を入力してください。',
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()

function isPastDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
  return real && date.getUTCDate() === day && year >= 1900 && date.getTime() <= Date.now()
}

const groupsField = z
  .array(
    z
      .string({ error: 'グループは文字列の配列で指定してください。' })
      .trim()
      .min(1, { error: 'グループ名が空です。' })
      .max(50, { error: 'グループ名は50文字以内で指定してください。' })
      .refine((value) => isCleanText(value, { multiline: false }), {
        error: 'グループ名に使えない文字が含まれています。',
      }),
    { error: 'グループは文字列の配列で指定してください。' },
  )
  .max(20, { error: 'グループは20件までです。' })
  .nullish()

const serviceNameField = z
  .string({ error: 'service_name は文字列で指定してください。' })
  .trim()
  .max(50, { error: 'service_name は50文字以内で指定してください。' })
  .refine((value) => isCleanText(value, { multiline: false }), {
    error: 'service_name に使えない文字が含まれています。',
  })
  .nullish()

const optional = <T extends z.ZodType>(schema: T) => schema.optional()

export const loginBody = z.object(
  { email: emailField, password: loginPasswordField },
  { error: 'リクエストの形式が正しくありません。' },
)

export const registerBody = z.object(
  {
    email: emailField,
    name: nameField,
    password: newPasswordField,
    bio: optional(bioField.nullable()),
    website: optional(websiteField.nullable()),
    birth_date: optional(birthDateField),
    groups: groupsField,
    service_name: serviceNameField,
    Verify_url: z
      .string({ error: 'Verify_url は文字列で指定してください。' })
      .max(2048, { error: 'Verify_url が長すぎます。' })
      .nullish(),
  },
  { error: 'リクエストの形式が正しくありません。' },
)

export const emailOnlyBody = z.object(
  { email: emailField },
  { error: 'リクエストの形式が正しくありません。' },
)

/** The social sign-ins (Firebase providers google.com, apple.com and oidc.line). */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'line'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const socialLoginBody = z.object(
  {
    provider: z.enum(SOCIAL_PROVIDERS, {
      error: 'provider には google、apple、line のいずれかを指定してください。',
    }),
    idToken: z
      .string({ error: 'IDトークンの取得に失敗しました' })
      .min(1, { error: 'IDトークンの取得に失敗しました' })
      .max(8192, { error: 'IDトークンが長すぎます。' }),
    // What the client's SDK saw; the verified token's claims take precedence over all of these.
    email: z
      .string({ error: 'メールアドレスは文字列で指定してください。' })
      .max(254, { error: 'メールアドレスが長すぎます。' })
      .nullish(),
    name: z
      .string({ error: 'お名前は文字列で指定してください。' })
      .max(200, { error: 'お名前が長すぎます。' })
      .nullish(),
    picture: z
      .string({ error: 'picture は文字列で指定してください。' })
      .max(2048, { error: 'picture のURLが長すぎます。' })
      .nullish(),
    groups: groupsField,
  },
  { error: 'リクエストの形式が正しくありません。' },
)

/** POST /api/me/sign-in-methods: a Firebase sign-in to link to the signed-in account. */
export const linkIdentityBody = socialLoginBody.pick({ provider: true, idToken: true })

export const resetPasswordBody = z.object(
  {
    token: z
      .string({ error: 'リンクが正しくありません。' })
      .min(1, { error: 'リンクが正しくありません。' })
      .max(128, { error: 'リンクが正しくありません。' }),
    password: newPasswordField,
  },
  { error: 'リクエストの形式が正しくありません。' },
)

/** POST /auth/handover: the page of an international site to sign in on (an absolute URL). */
export const handoverBody = z.object(
  {
    to: z
      .string({ error: '戻り先のページを指定してください。' })
      .max(2048, { error: '戻り先のページのURLが長すぎます。' }),
  },
  { error: 'リクエストの形式が正しくありません。' },
)

/** POST /auth/handover/redeem: the one-time code from the address of the handover page. */
export const handoverRedeemBody = z.object(
  {
    code: z
      .string({ error: 'ログインの引き継ぎコードがありません。もう一度ログインしてください。' })
      .regex(/^[A-Za-z0-9_-]{43}$/, {
        error: 'ログインの引き継ぎコードが正しくありません。もう一度ログインしてください。',
      }),
  },
  { error: 'リクエストの形式が正しくありません。' },
)

export const profileBody = z
  .object(
    {
      name: optional(nameField),
      bio: optional(bioField),
      website: optional(websiteField),
      birth_date: optional(birthDateField),
    },
    { error: 'リクエストの形式が正しくありません。' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: '変更する項目を指定してください。',
  })

const currentPasswordField = z
  .string({ error: '現在のパスワードを入力してください。' })
  .min(1, { error: '現在のパスワードを入力してください。' })
  .max(MAX_PASSWORD_LENGTH, { error: '現在のパスワードが正しくありません。' })

/** POST /api/me/password: the current password proves it is the owner, not a borrowed session. */
export const changePasswordBody = z.object(
  { current_password: currentPasswordField, new_password: newPasswordField },
  { error: 'リクエストの形式が正しくありません。' },
)

/** POST /api/me/email: the new address gets a link; the current password proves the owner. */
export const changeEmailBody = z.object(
  { new_email: emailField, current_password: currentPasswordField },
  { error: 'リクエストの形式が正しくありません。' },
)

/** POST /auth/confirm-email-change: the token of the link mailed to the new address. */
export const confirmEmailChangeBody = resetPasswordBody.pick({ token: true })

/** POST /api/me/password */
export type ChangePasswordBody = z.input<typeof changePasswordBody>
/** POST /api/me/email */
export type ChangeEmailBody = z.input<typeof changeEmailBody>
/** POST /auth/login */
export type LoginBody = z.input<typeof loginBody>
/** POST /auth/register */
export type RegisterBody = z.input<typeof registerBody>
/** POST /auth/social-login: what the client's SDK saw besides the token. */
export type SocialLoginBody = z.input<typeof socialLoginBody>
/** POST /api/me/sign-in-methods */
export type LinkIdentityBody = z.input<typeof linkIdentityBody>
/** POST /auth/resend-verification, /auth/forgot-password */
export type EmailOnlyBody = z.input<typeof emailOnlyBody>
/** POST /auth/confirm-email-change */
export type ConfirmEmailChangeBody = z.input<typeof confirmEmailChangeBody>
/** POST /auth/reset-password */
export type ResetPasswordBody = z.input<typeof resetPasswordBody>
/** POST /auth/handover */
export type HandoverBody = z.input<typeof handoverBody>
/** POST /auth/handover/redeem */
export type HandoverRedeemBody = z.input<typeof handoverRedeemBody>
/** PATCH /api/me: the fields to change. */
export type ProfileBody = z.input<typeof profileBody>

import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from './accounts'
import { SOCIAL_PROVIDERS } from './accounts-schema'

// The request body of deleting one's account (worker/account-data/routes.ts): the password, or for
// an account without one a fresh sign-in with one of its social providers (its Firebase ID token;
// for Apple also Apple's access token, which the deletion revokes).

export const accountDeletionBody = z.object(
  {
    password: z
      .string({ error: 'パスワードを入力してください。' })
      .min(1, { error: 'パスワードを入力してください。' })
      .max(MAX_PASSWORD_LENGTH, { error: 'パスワードが正しくありません。' })
      .optional(),
    provider: z
      .enum(SOCIAL_PROVIDERS, {
        error: 'provider には google、apple、line のいずれかを指定してください。',
      })
      .optional(),
    idToken: z
      .string({ error: 'もう一度ログインしてください。' })
      .min(1, { error: 'もう一度ログインしてください。' })
      .max(8192, { error: 'IDトークンが長すぎます。' })
      .optional(),
    appleAccessToken: z
      .string({ error: 'Appleのトークンが正しくありません。' })
      .max(4096, { error: 'Appleのトークンが長すぎます。' })
      .optional(),
  },
  { error: '送信内容が正しくありません。' },
)

export type AccountDeletionInput = z.input<typeof accountDeletionBody>

import { apiError } from '../lib/errors'
import type { TokenState } from './email-token-store'

/** A 400 that tells the person why the link from their email does not work. */
export function tokenProblem(state: TokenState) {
  const options = { extra: { field: 'token' } }
  if (state === 'used') {
    return apiError(
      400,
      'token_used',
      'このリンクはすでに使用されています。手続きが済んでいる場合は、そのままログインできます。',
      options,
    )
  }
  if (state === 'expired') {
    return apiError(
      400,
      'token_expired',
      'このリンクは有効期限が切れているか、新しいリンクが発行されたため無効です。もう一度メールを送信してください。',
      options,
    )
  }
  return apiError(
    400,
    'invalid_token',
    'リンクが正しくありません。メールのリンクをもう一度開いてください。',
    options,
  )
}

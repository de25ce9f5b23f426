import type { ModerationAction, SubjectKind } from '../../src/shared/api/moderation'
import { formatDateTime } from '../../src/shared/date-format/format'
import ja from '../../src/shared/date-format/i18n/ja'
import type { MailMessage } from '../accounts/mailer'

// The email that tells a user what staff did to their content or account, with the reason and
// where to appeal. Japanese, like every account email (accounts live on the main site).

const SUBJECT_WORDS: Record<SubjectKind, string> = {
  post: '投稿',
  event: 'イベント',
  coupon: 'クーポン',
  user: 'アカウント',
  ad: '広告',
}

/** As the app writes it (11月30日(月) 18:00), so the mail and the notice page read the same. */
const tokyoTime = (iso: string): string => formatDateTime(iso, ja)

export function noticeEmail(options: {
  to: string
  name: string
  action: ModerationAction
  kind: SubjectKind
  reason: string
  until: string | null
  noticesUrl: string
}): MailMessage {
  const what = SUBJECT_WORDS[options.kind]
  const headline =
    options.action === 'hide'
      ? `あなたの${what}を運営が非公開にしました。`
      : options.action === 'suspend'
        ? `あなたのアカウントを${options.until ? `${tokyoTime(options.until)}まで` : '解除されるまで'}利用停止にしました。投稿、いいね、通報、チェックインはできません。`
        : `あなたの${what}について、運営から注意があります。`
  const subject =
    options.action === 'hide'
      ? `【jimoto】${what}を非公開にしました`
      : options.action === 'suspend'
        ? '【jimoto】アカウントの利用停止'
        : '【jimoto】運営からの注意'
  return {
    to: options.to,
    subject,
    text: [
      `${options.name} さん`,
      '',
      headline,
      '',
      `理由: ${options.reason}`,
      '',
      'この判断に異議がある場合は、次のページから1回だけ申し立てができます。',
      options.noticesUrl,
    ].join('\n'),
  }
}

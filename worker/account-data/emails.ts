import type { MailMessage } from '../accounts/mailer'

// The mail that says an account's deletion is complete. It goes to the address the account had,
// after every row of it is gone: it names nothing but the person's name in the greeting.

export function deletionDoneEmail(to: string, name: string): MailMessage {
  return {
    to,
    subject: '【jimoto】アカウントの削除が完了しました',
    text: [
      `${name} 様`,
      '',
      'jimoto のアカウントと、アカウントに結びついたデータ（プロフィール、投稿と写真、いいね、',
      'お気に入り、フォロー、スタンプ、通知の登録、ログイン中の端末）の削除が完了しました。',
      '',
      '法律で保存が求められる広告の請求・支払いの記録は、お名前以外の連絡先を消したうえで',
      '定められた期間（7年）保存します。',
      '',
      'ご利用ありがとうございました。このメールに心当たりがない場合は、お問い合わせください。',
      '',
      'jimoto',
    ].join('\n'),
  }
}

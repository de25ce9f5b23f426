import type { MailMessage } from './mailer'

// The two emails of the accounts feature, in Japanese (the accounts screens exist only on the
// Japanese main site).

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: '【jimoto】メールアドレスの確認',
    text: [
      `${name} さん`,
      '',
      'jimoto にご登録いただきありがとうございます。',
      '次のリンクを開いて、メールアドレスの確認を完了してください（有効期限: 24時間）。',
      '',
      link,
      '',
      '確認が終わるとログインできるようになります。',
      'このメールに心当たりがない場合は、何もせずに破棄してください。',
    ].join('\n'),
  }
}

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: '【jimoto】パスワードの再設定',
    text: [
      `${name} さん`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      '次のリンクを開いて、新しいパスワードを設定してください（有効期限: 1時間、1回のみ有効）。',
      '',
      link,
      '',
      'お申し込みに心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    ].join('\n'),
  }
}

import type { MailMessage } from './mailer'

// The emails of the accounts feature, in Japanese (the accounts screens exist only on the
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

export function emailChangeEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: '【jimoto】新しいメールアドレスの確認',
    text: [
      `${name} さん`,
      '',
      'jimoto のアカウントのメールアドレスを、このアドレスに変更するお申し込みを受け付けました。',
      '次のリンクを開くと変更が完了します（有効期限: 24時間、1回のみ有効）。',
      '',
      link,
      '',
      'お申し込みに心当たりがない場合は、このメールを破棄してください。メールアドレスは変更されません。',
    ].join('\n'),
  }
}

export function emailChangedNotice(to: string, name: string, newEmail: string): MailMessage {
  return {
    to,
    subject: '【jimoto】メールアドレスが変更されました',
    text: [
      `${name} さん`,
      '',
      `jimoto のアカウントのメールアドレスが ${newEmail} に変更されました。`,
      '今後のお知らせやパスワードの再設定は、新しいメールアドレスに届きます。',
      '',
      '心当たりがない場合は、第三者があなたのアカウントを使っているおそれがあります。すぐに運営者までお問い合わせください。',
    ].join('\n'),
  }
}

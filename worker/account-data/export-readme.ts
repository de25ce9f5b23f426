// The README of a data download, in Japanese: what the archive is, what each file holds, and what
// was left out on purpose. A table without a description here is still in the archive, described
// by its name.

const TABLE_NOTES: Record<string, string> = {
  posts: '投稿・イベント・クーポン（あなたが書いたもの）',
  likes: 'いいねした投稿',
  favorites: 'お気に入りに保存した投稿',
  place_favorites: 'お気に入りに保存した場所・出演者',
  follows: 'フォロー・フォロワー（follower_id があなたなら、あなたがフォローした人）',
  stamps: 'スタンプラリーで集めたスタンプ',
  rally_checkins: 'スタンプラリーのチェックインの記録（受け付けられなかったものを含む）',
  rally_completions: '達成したスタンプラリー',
  coupon_grants: 'マイクーポンに入っているクーポン',
  coupon_uses: '使ったクーポン（お店が取り消したものを含む）',
  devices: 'プッシュ通知を登録した端末',
  sessions: 'ログイン中・ログインしていた端末（トークンは省略）',
  identities: '連携しているLINE・Google・Appleのアカウント',
  email_tokens: 'メール確認・パスワード再設定のリンクの発行記録（リンクは省略）',
  ad_orders: '申し込んだ広告と支払い',
  organization_members: '主催者として所属している団体',
  organizer_applications: '主催者の申請',
  reports: 'あなたが通報した投稿',
  moderation_reports: 'あなたが通報したもの、あなたについての通報',
  moderation_subjects: 'あなたのアカウントについての確認状況',
  moderation_actions:
    'あなたのアカウント・投稿についての運営の対応（あなたが運営者なら、あなたの対応）',
  moderation_notices: '運営からのお知らせと、あなたの異議申し立て',
  user_suspensions: '利用停止の記録',
  staff_roles: '運営の役割',
  data_exports: 'データのダウンロードの記録',
  account_deletions: 'アカウント削除の受付',
}

export function exportReadme(at: Date, tableFiles: string[], photoCount: number): string {
  const files = tableFiles.map((file) => {
    const table = file.replace(/^data\/|\.json$/g, '')
    return `- ${file}: ${TABLE_NOTES[table] ?? `${table} のうち、あなたに関係する行`}`
  })
  return [
    'jimoto あなたのデータ',
    '',
    `作成日時（UTC）: ${at.toISOString()}`,
    '',
    'このファイルには、jimoto があなたについて保存しているデータがすべて入っています',
    '（個人情報保護法 第33条の開示）。文字コードは UTF-8 です。',
    '',
    '## ファイル',
    '- account.json: アカウント（名前・メールアドレス・プロフィールなど）',
    ...files,
    `- photos/: 投稿の写真とプロフィール画像（${photoCount} 枚）。写真の位置情報などは投稿時に取り除いています`,
    '',
    '## 省略したもの',
    'パスワード、ログイン・通知のトークンなど、漏れるとアカウントに入られるおそれがある値は',
    `「（安全のため省略）」と書いています。`,
    '',
    '## 日時と番号',
    '日時は UTC の ISO 8601 形式（…Z）です。日本時間は9時間足してください。',
    'user_id などの番号は jimoto の中での番号です。',
    '',
  ].join('\n')
}

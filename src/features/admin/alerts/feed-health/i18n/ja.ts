// Text of the desk's JMA feed panel (FeedHealthPanel.tsx).
const ja = {
  title: '気象庁の情報の受信状況',
  states: {
    healthy: '受信中',
    backing_off: '再試行中',
    down: '受信できていません',
    unknown: 'まだ受信していません',
  },
  leads: {
    healthy: '気象庁の防災情報XMLを毎分確認しています。',
    backing_off: '受信に失敗しています。間隔をあけて自動で再試行しています。',
    down: '10分以上受信できていません。職員の端末とメールに通知しました。警報は気象庁の発表も確認してください。町の避難情報は下のフォームから発令できます。',
    unknown: 'まだ一度も受信していません。数分たっても変わらないときは設定を確認してください。',
  },
  feeds: {
    extra: '気象警報・注意報など',
    eqvol: '地震・津波・火山',
  },
  lastRead: '最終受信',
  never: '記録なし',
  failures: (count: number) => `${count}回続けて失敗`,
  retryAt: (time: string) => `次の再試行 ${time}`,
  lastTelegram: '最後に反映した電文',
  lastTelegramAt: (received: string) => `${received} 受信`,
  noTelegram: 'まだありません',
  loadFailed: '受信状況を読み込めませんでした。',
}

export type FeedHealthMessages = typeof ja
export default ja

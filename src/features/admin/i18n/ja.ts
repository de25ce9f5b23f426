// Text of the admin page.
const ja = {
  admin: {
    sections: '管理の画面',
    moderation: '通報の確認',
    townOrders: '避難情報の発令',
    shelters: '避難所データの更新',
    organizers: 'イベント主催者',
    title: '管理画面',
    lead: '投稿の確認、通報への対応、お知らせの配信を行う管理者向けのページです。',
    audit: '監査ログ',
    roles: 'モデレーター',
    ngWords: 'NGワード',
    adReview: '広告の審査',
    dataExport: 'データの書き出し',
  },
  push: {
    compose: 'お知らせを配信',
    topic: '配信先トピック',
    title: 'タイトル',
    body: '本文',
    image: '画像URL（任意・https）',
    target: 'タップしたときに開くページ（任意）',
    send: '配信する',
    sending: '送信中…',
    queued: '配信を受け付けました。送信結果は下の一覧に表示されます。',
    failed: '配信できませんでした。',
    loadFailed: '管理画面を表示できませんでした。',
    history: '配信履歴',
    none: 'まだ配信したお知らせはありません。',
    status: '状態',
    sent: '送信',
    failedCount: '失敗',
    removed: '無効な端末の削除',
    statuses: { queued: '配信待ち', sending: '送信中', done: '完了' },
  },
}

export type AdminMessages = typeof ja
export default ja

// Text of the event organizer pages.
const ja = {
  eventAuth: {
    title: 'イベント主催者の認証',
    lead: 'イベント主催者として認証を受けると、イベントの日程や会場、出演者を登録できるようになります。',
    canDoTitle: '主催者ができること',
    canDo: [
      '複数日にわたるイベントを登録し、下書き・予約公開・公開を選べます',
      '会場とタイムテーブル（出演者・ステージ・時間）を登録できます',
      'スプレッドシートのタイムテーブルをCSVで取り込めます',
      '公開したイベントはタイムライン、地図、会場・出演者のページ、検索に表示されます',
    ],
    waysTitle: '主催者になる2つの方法',
    codeWay: '主催者コードをお持ちの方：入力するとすぐに団体の主催者になれます。',
    applyWay:
      'お持ちでない方：申請フォームから申請してください。運営が確認して結果をお知らせします。',
    loginLead: '主催者の認証にはログインが必要です。',
    login: 'ログインして始める',
    mainSiteLogin: '日本語サイトでログイン',
    mainSiteNote: 'ログインと主催者の認証は日本語サイトで行えます。',
    notOrganizer:
      'イベントを登録できるのは主催者だけです。主催者コードを入力するか、主催者の申請をしてください。',
    organizerOf: (names: string[]) =>
      `あなたは${names.map((n) => `「${n}」`).join('')}の主催者です。`,
    toUpload: 'イベントを登録する',
    loadFailed: '主催者の情報を読み込めませんでした。時間をおいて再度お試しください。',
    codeTitle: '主催者コードを入力',
    codeLabel: '主催者コード',
    codeHint: '運営から受け取った16文字のコード（例: ABCD-EFGH-JKMN-PQRS）',
    codeSubmit: 'コードを確認する',
    codeFailed: 'コードを確認できませんでした。',
    applyTitle: '主催者の申請',
    fields: {
      organization_name: '団体名',
      representative: '代表者名',
      contact_email: '連絡先メールアドレス',
      contact_phone: '連絡先電話番号',
      website: 'ウェブサイトまたはSNS',
      activities: '開催しているイベント',
    },
    websiteHint: 'https:// から始まるURL（SNSのアカウントページでも構いません）',
    activitiesHint: 'どのようなイベントを、どこで、どのくらいの頻度で開催しているか',
    applySubmit: '申請する',
    applyFailed: '申請を送信できませんでした。',
    stateTitle: '申請の状況',
    states: { pending: '審査中', approved: '承認', rejected: '却下' },
    pendingNote: '運営が内容を確認しています。結果はこのページでお知らせします。',
    rejectedNote: '申請は却下されました。理由をご確認のうえ、内容を直して再度申請できます。',
    reasonLabel: '却下の理由',
    busy: '送信中…',
  },
  eventUpload: {
    title: 'イベントを登録',
    lead: '主催するイベントの日程・会場・出演者・タイムテーブルを登録するページです。',
  },
}

export type EventsMessages = typeof ja
export default ja

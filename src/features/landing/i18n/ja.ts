// Copy of the landing pages outside /app: creator recruitment, the all-audience page,
// the media kit for advertisers and the ad creative guidelines.

export interface LandingItem {
  title: string
  body: string
}

export interface LandingSection {
  title: string
  /** cards: a grid of points; steps: a numbered flow; specs: a label/value table. */
  kind: 'cards' | 'steps' | 'specs'
  items: LandingItem[]
}

export interface LandingContent {
  eyebrow: string
  title: string
  lead: string
  cta: string
  secondaryCta: string
  sections: LandingSection[]
  closing: { title: string; body: string; cta: string }
}

export interface LandingMessages {
  contactSubject: string
  creatorRecruit: LandingContent
  allTarget: LandingContent
  materials: LandingContent
  creatives: LandingContent
  /** The media kit's live figures: reach counted by the API, prices from the shared plans. */
  kit: {
    reachTitle: string
    users: string
    posts: string
    posters: string
    people: (n: string) => string
    items: (n: string) => string
    pricesTitle: string
    planName: (weeks: number) => string
    price: (total: string, tax: string) => string
  }
}

const ja: LandingMessages = {
  contactSubject: 'jimotoへのお問い合わせ',
  creatorRecruit: {
    eyebrow: 'クリエイター募集',
    title: 'あなたの「好きなまち」を、写真とことばで届けませんか',
    lead: 'お祭りの熱気、路地裏の名店、季節の風景。jimotoでは、まちの魅力を発信してくれるフォトグラファー・ライター・イラストレーターを募集しています。',
    cta: '無料で登録して投稿をはじめる',
    secondaryCta: 'メールで相談する',
    sections: [
      {
        title: 'jimotoで発信するメリット',
        kind: 'cards',
        items: [
          {
            title: '地元の人に、まっすぐ届く',
            body: '投稿はタイムラインとマップに並び、そのまちに関心のある人が見つけやすい形で表示されます。',
          },
          {
            title: '海外からの旅行者にも',
            body: '英語・韓国語・中国語のサイトでは投稿が翻訳され、まちを訪れる海外の方にも読まれます。',
          },
          {
            title: '作品はあなたのもの',
            body: '投稿した写真や文章の著作権はあなたに帰属します。プロフィールから自分の活動も紹介できます。',
          },
        ],
      },
      {
        title: 'こんな方を探しています',
        kind: 'cards',
        items: [
          { title: 'フォトグラファー', body: 'イベントや街角の一瞬を切り取るのが好きな方。' },
          { title: 'ライター', body: 'お店や人の物語を、やさしいことばで伝えられる方。' },
          { title: 'イラストレーター', body: '地図やマスコットで、まちを楽しく描ける方。' },
        ],
      },
      {
        title: 'はじめかた',
        kind: 'steps',
        items: [
          {
            title: 'アカウントを登録',
            body: 'メールアドレスかGoogle・Appleアカウントで、無料で登録できます。',
          },
          {
            title: 'プロフィールを整える',
            body: '活動内容やSNS・ポートフォリオのリンクを載せましょう。',
          },
          {
            title: 'まちのことを投稿',
            body: '写真と一緒に、場所を添えて投稿。マップにもあなたの投稿が並びます。',
          },
        ],
      },
    ],
    closing: {
      title: 'まちの「いま」を、いっしょにつくろう',
      body: '活動の相談や、イベント取材のご提案もお気軽にどうぞ。',
      cta: '無料で登録する',
    },
  },
  allTarget: {
    eyebrow: 'はじめての方へ',
    title: '地元を、もっと楽しく。もっと身近に。',
    lead: 'jimotoは、まちのイベント・お店・クーポン・みんなの投稿がひとつにまとまったコミュニティアプリです。住んでいる人も、遊びに来た人も、今日のまちを楽しめます。',
    cta: 'アプリを開く',
    secondaryCta: 'タイムラインをのぞく',
    sections: [
      {
        title: 'こんなときに',
        kind: 'cards',
        items: [
          {
            title: '週末の予定をさがす',
            body: 'お祭りやライブの日程と会場を、タイムテーブルまでまとめてチェック。',
          },
          { title: 'お得にお店をめぐる', body: '地元のお店のクーポンを、使う前にさっと確認。' },
          {
            title: 'まちを歩いて楽しむ',
            body: 'スタンプラリーで、知らなかったスポットに出会えます。',
          },
          { title: 'もしものときに', body: 'ハザードマップで、避難所や危険な場所を前もって確認。' },
        ],
      },
      {
        title: '使いかたはかんたん',
        kind: 'steps',
        items: [
          { title: 'アプリを開く', body: 'ダウンロード不要。ブラウザからそのまま使えます。' },
          { title: '気になる情報を見る', body: 'タイムラインやマップで、近くの出来事をチェック。' },
          {
            title: 'ログインして参加',
            body: '投稿・お気に入り・スタンプラリーはログインすると使えます。',
          },
        ],
      },
    ],
    closing: {
      title: '今日のまちを、のぞいてみよう',
      body: '登録しなくても、タイムラインやマップはすぐに見られます。',
      cta: 'jimotoをはじめる',
    },
  },
  materials: {
    eyebrow: '媒体資料',
    title: '地元のお客さまに、お店とイベントを届ける',
    lead: 'jimotoは、地域のイベント・お店・クーポン情報を探す人が集まるコミュニティアプリです。販売中の広告メニュー、料金、掲載までの流れをご案内します。',
    cta: '広告の申し込みへ',
    secondaryCta: 'メールで問い合わせる',
    sections: [
      {
        title: 'jimotoを使う人',
        kind: 'cards',
        items: [
          {
            title: '地域に暮らす人',
            body: '週末のイベントや新しいお店、お得な情報を探している地元の方。',
          },
          {
            title: 'まちを訪れる人',
            body: '観光や帰省でまちを訪れ、その日の過ごし方を探している方。海外からの旅行者には翻訳して表示します。',
          },
          {
            title: 'イベントに参加する人',
            body: '会場のタイムテーブルや出演者を確かめ、スタンプラリーで会場を巡る方。',
          },
        ],
      },
      {
        title: '広告メニュー',
        kind: 'cards',
        items: [
          {
            title: 'タイムラインPRカード',
            body: 'タイムラインの投稿8件ごとに1枠、「広告」と明示したカードで表示します。掲載期間は1週間・2週間・4週間から選べます。',
          },
          {
            title: '表示のルール',
            body: '掲載中の広告を順番に表示し、同じ広告が続けて表示されることはありません。',
          },
          {
            title: '効果の確認',
            body: '「広告の管理」で日ごとの表示回数とタップ数を確認できます。個人を追跡するデータは記録しません。',
          },
        ],
      },
      {
        title: '掲載までの流れ',
        kind: 'steps',
        items: [
          {
            title: 'プランを選んで申し込む',
            body: 'ログインして、掲載期間・開始日・広告の内容を入力します。',
          },
          {
            title: 'オンラインで決済',
            body: 'クレジットカードまたはコンビニ払い。PayPayは決済事業者の設定により利用できる場合があります。',
          },
          {
            title: '内容の審査',
            body: 'お支払いの確認後に審査します。掲載できない場合は理由をお知らせし、全額返金します。',
          },
          {
            title: '掲載開始',
            body: '承認後、ご指定の開始日から掲載します。領収書（適格請求書）は「広告の管理」から発行できます。',
          },
        ],
      },
    ],
    closing: {
      title: 'まずはお気軽にご相談ください',
      body: '料金は上の表のとおりです。ご不明な点はメールでお問い合わせください。',
      cta: '広告の申し込みへ',
    },
  },
  creatives: {
    eyebrow: '入稿規定',
    title: '伝わる広告のための、入稿ガイド',
    lead: 'jimotoのタイムラインPRカードに載せる文章・リンク・画像の仕様と、掲載できない表現をまとめました。申し込みの前にご確認ください。',
    cta: '広告の申し込みへ',
    secondaryCta: '媒体資料を見る',
    sections: [
      {
        title: '文章とリンクの仕様',
        kind: 'specs',
        items: [
          { title: '見出し', body: '30文字以内。カードの一番上に太字で表示されます。' },
          {
            title: '本文',
            body: '120文字以内。日時・場所・料金など、必要な情報を先に書きましょう。',
          },
          {
            title: 'リンク先',
            body: 'https で始まる、広告の内容と一致するページ。または、宣伝するご自身の公開中の投稿。',
          },
        ],
      },
      {
        title: '画像と表示',
        kind: 'specs',
        items: [
          {
            title: '画像',
            body: 'ご自身の投稿を宣伝する場合、その投稿の1枚目の写真を正方形に切り抜いて表示します。',
          },
          {
            title: '「広告」の表示',
            body: 'すべての広告に「広告」のラベルが自動で付きます（ステルスマーケティング規制への対応）。外すことはできません。',
          },
          { title: '請求先', body: '領収書の宛名になる請求先名（80文字以内）とメールアドレス。' },
        ],
      },
      {
        title: '掲載できない表現',
        kind: 'cards',
        items: [
          {
            title: '誤解をまねく表現',
            body: '「絶対」「日本一」など根拠のない最上級表現、実際と異なる価格表示。',
          },
          {
            title: '他者の権利の侵害',
            body: '許諾のない写真・ロゴ・キャラクター、人物の無断使用。',
          },
          { title: '不快感を与える表現', body: '暴力的・性的な表現、差別や恐怖をあおる表現。' },
        ],
      },
    ],
    closing: {
      title: '入稿の準備ができたら',
      body: '申し込み画面で文章とリンク先を入力し、プレビューで確かめてからお支払いに進めます。',
      cta: '広告の申し込みへ',
    },
  },
  kit: {
    reachTitle: '数字で見るjimoto（直近30日・実データから集計）',
    users: '登録ユーザー',
    posts: '新しい投稿',
    posters: '投稿した人',
    people: (n: string) => `${n}人`,
    items: (n: string) => `${n}件`,
    pricesTitle: '料金（税込）',
    planName: (weeks: number) => `タイムラインPRカード ${weeks}週間`,
    price: (total: string, tax: string) => `${total}円（うち消費税 ${tax}円）`,
  },
}

export default ja

// Japanese text for the bench/api data set: what residents of a small town post. Sentences are
// put together from phrase pools with a seeded random generator, so every run builds the same
// 100,000 posts. Lengths follow what a community timeline looks like: mostly a line or two,
// some paragraphs, a few long write-ups (up to the API's 2,000-character limit).

/** A seeded PRNG (mulberry32): the same seed gives the same data set every time. */
export function random(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  return { next, int, pick, chance: (p) => next() < p }
}

export const PLACES = [
  'みなと銀座商店街',
  '駅前広場',
  '港の朝市',
  '川沿いの遊歩道',
  '市民体育館',
  'みなと神社',
  '海浜公園',
  '町立図書館',
  '道の駅みなと',
  '汐見台の展望台',
  '中央公民館',
  'みなと小学校の校庭',
  '漁港の岸壁',
  '茶畑の農道',
  'ふれあい広場',
]

const FOODS = [
  '醤油ラーメン',
  'しらす丼',
  'メロンパン',
  '金目鯛の煮付け',
  'みかん大福',
  'カフェラテ',
  '焼きそば',
  '海鮮丼',
  'たい焼き',
  '抹茶ソフト',
  'コロッケ',
  'クロワッサン',
]

const EVENTS = [
  '夏祭り',
  '花火大会',
  '盆踊り',
  'フリーマーケット',
  '朝市',
  '清掃活動',
  '防災訓練',
  'ライブ演奏',
  'スタンプラリー',
  '子ども食堂',
  '餅つき大会',
  '写真展',
]

const WEATHER = [
  '今日は朝から快晴で、海がきらきらしていました。',
  '雨上がりの空に虹がかかっていました。',
  '風が強くて、港の波が高くなっています。',
  '夕焼けがとてもきれいで、思わず立ち止まりました。',
  '少し肌寒くなってきたので、上着があると安心です。',
  '富士山がくっきり見える一日でした。',
]

const FEELINGS = [
  'また行きたいと思います。',
  'みなさんもぜひ足を運んでみてください！',
  'ありがとうございました。',
  '来年も楽しみにしています。',
  '地元の良さを改めて感じました。',
  '家族みんなで楽しめました😊',
  'お近くの方はのぞいてみてください。',
  '写真を何枚か載せておきます📷',
]

const NOTES = [
  '駐車場は台数が限られているので、なるべく公共交通機関をご利用ください。',
  '雨天の場合は翌週に延期します。最新の情報はこのページでお知らせします。',
  '小さなお子さま連れの方も安心して参加できるよう、休憩所を用意しています。',
  'ゴミは各自でお持ち帰りいただくよう、ご協力をお願いします。',
  '当日は会場周辺で交通規制があります。時間に余裕をもってお越しください。',
  '売り切れ次第終了となります。お早めにどうぞ。',
]

const sentence = (r) => {
  switch (r.int(0, 6)) {
    case 0:
      return r.pick(WEATHER)
    case 1:
      return `${r.pick(PLACES)}で${r.pick(EVENTS)}がありました。${r.pick(FEELINGS)}`
    case 2:
      return `${r.pick(PLACES)}の近くのお店で${r.pick(FOODS)}を食べました。とてもおいしかったです。`
    case 3:
      return `${r.pick(EVENTS)}の準備を${r.pick(PLACES)}で進めています。手伝ってくださる方を募集中です。`
    case 4:
      return r.pick(NOTES)
    case 5:
      return `${r.int(1, 12)}月の${r.pick(EVENTS)}、今年は${r.pick(PLACES)}で開きます。`
    default:
      return r.pick(FEELINGS)
  }
}

/** How long a body is: 35% a line, 40% a short paragraph, 20% several, 5% a long write-up. */
function targetLength(r) {
  const roll = r.next()
  if (roll < 0.35) return r.int(15, 60)
  if (roll < 0.75) return r.int(60, 200)
  if (roll < 0.95) return r.int(200, 500)
  return r.int(500, 1800)
}

export function body(r) {
  const target = targetLength(r)
  let text = sentence(r)
  while (text.length < target) text += (r.chance(0.15) ? '\n' : '') + sentence(r)
  return text.slice(0, 2000)
}

export function eventTitle(r) {
  return `${r.pick(PLACES)} ${r.pick(EVENTS)}${r.chance(0.3) ? ` ${r.int(2024, 2027)}` : ''}`
}

export function postTitle(r) {
  return r.pick([
    `${r.pick(FOODS)}がおいしいお店`,
    `${r.pick(PLACES)}の今`,
    `${r.pick(EVENTS)}のお知らせ`,
    `${r.pick(PLACES)}で見つけた景色`,
    '今日のできごと',
  ])
}

export const COUPON_OFFERS = [
  'ドリンク1杯無料',
  'お会計から10%引き',
  'ソフトクリーム50円引き',
  'パン1個おまけ',
  'ランチ大盛り無料',
  '2人目の入館料半額',
]

export const COUPON_TERMS =
  'この画面をお会計時にご提示ください。1グループ1回限り、他の割引との併用はできません。'

export const TAGS = [
  'グルメ',
  'イベント',
  '子育て',
  '防災',
  '朝市',
  '祭り',
  '海',
  '写真',
  'ラーメン',
  'カフェ',
  'パン',
  '散歩',
  '商店街',
  '観光',
  'スポーツ',
  '学校',
  '花火',
  '地元の野菜',
  'ボランティア',
  '図書館',
  'クーポン',
  'お得情報',
  '夕焼け',
  '富士山',
]

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤']
const GIVEN = ['花子', '健太', '大輔', 'さくら', '翔太', '陽菜', '蓮', '美咲', '悠斗', '結衣']
const SHOPS = ['らーめん', 'ベーカリー', 'カフェ', '鮮魚店', '食堂', '青果店', '酒店', '書店']

export function userName(r, id) {
  if (id % 17 === 0) return `${r.pick(SHOPS)}${r.pick(['みなと', '汐見', '港屋', 'こむぎ'])}`
  return `${r.pick(FAMILY)} ${r.pick(GIVEN)}`
}

export const ALT_TEXTS = [
  '商店街のアーケードに並ぶのぼり旗',
  '夕焼けに染まる漁港',
  'テーブルに置かれたラーメン',
  '神社の鳥居と紅葉',
  '朝市の野菜の並ぶテント',
  '夜空に開く花火',
]

/** Search queries residents type: words from the text above, 1 to 6 characters long. */
export const SEARCH_QUERIES = [
  '夏祭り',
  '商店街',
  'ラーメン',
  '花火大会',
  'メロンパン',
  '防災訓練',
  '祭',
  '海',
  '朝市',
  '富士山',
  'みなと神社',
  'クーポン',
]

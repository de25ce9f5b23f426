/**
 * Demo places of the fictional town みなと町 (静岡県賀茂郡): concert venues, restaurants and
 * evacuation shelters (one `venues` table, told apart by `kind`). The coordinates sit inside one
 * small seaside town centre (about 34.963–34.980 N, 139.085–139.099 E), with the sea to the east,
 * so markers on the map, the hazard map and the stamp rally all land in the same streets.
 * Ids are fixed: the loader inserts with INSERT OR IGNORE, so loading twice changes nothing.
 */

export const TOWN = '静岡県賀茂郡みなと町'
const json = (list) => JSON.stringify(list)

/** R2 key of a demo image (scripts/demo/images/<name>.jpg). */
export const img = (name) => `demo/${name}.jpg`

const place = (id, kind, name, fields) => ({
  id,
  kind,
  name,
  description: fields.description,
  address: `${TOWN}${fields.address}`,
  lat: fields.lat,
  lng: fields.lng,
  url: fields.url ?? null,
  phone: fields.phone ?? null,
  hours: fields.hours ?? null,
  image_key: fields.image ? img(fields.image) : null,
  tags_json: json(fields.tags ?? []),
  created_at: fields.created_at ?? '2026-10-28T01:00:00.000Z',
})

export const venues = [
  place(1, 'venue', 'みなと町民会館 大ホール', {
    description: '客席600席の町のホール。コンサートや演劇、成人式などに使われています。',
    address: '本町3-1-1',
    lat: 34.9712,
    lng: 139.0898,
    phone: '0557-20-1101',
    hours: '9:00〜21:00（月曜休館）',
    tags: ['ホール', 'コンサート', 'バリアフリー'],
  }),
  place(2, 'venue', '海浜公園 野外ステージ', {
    description: '港を望む芝生広場の野外ステージ。音楽祭や夏祭りのメイン会場です。',
    address: '浜通り1-8',
    lat: 34.9695,
    lng: 139.0978,
    tags: ['野外', 'フェス', '海が見える'],
    image: 'live-stage',
  }),
  place(3, 'venue', 'ライブハウス 灯台', {
    description:
      '商店街の裏手にある約120人収容のライブハウス。ジャズやアコースティックの夜が人気。',
    address: '本町2-14-3 B1',
    lat: 34.9731,
    lng: 139.0941,
    url: 'https://todai-live.example/',
    phone: '0557-20-3388',
    hours: '18:00〜23:00（公演日のみ）',
    tags: ['ライブハウス', 'ジャズ', 'ドリンク'],
    image: 'live-stage',
  }),
  place(4, 'venue', 'みなと神社 境内', {
    description: '町を見守る氏神さま。秋季例大祭では境内に屋台が並び、神楽と太鼓が奉納されます。',
    address: '宮の下1-1',
    lat: 34.979,
    lng: 139.0868,
    tags: ['神社', 'お祭り', '紅葉'],
    image: 'shrine-torii',
  }),
  place(5, 'venue', '川端公園 多目的広場', {
    description: 'みなと川沿いの広い公園。冬花火大会の観覧場所で、週末はキッチンカーも来ます。',
    address: '川端2-5',
    lat: 34.9678,
    lng: 139.0958,
    tags: ['公園', '花火', 'キッチンカー'],
    image: 'fireworks-river',
  }),
  place(6, 'venue', 'みなと町立図書館 多目的室', {
    description: '読み聞かせ会や講座、小さな展示に使われる図書館の多目的室（40席）。',
    address: '山手1-3-2',
    lat: 34.976,
    lng: 139.0885,
    phone: '0557-20-2240',
    hours: '9:30〜18:00（火曜休館）',
    tags: ['図書館', '子ども向け', '講座'],
  }),
  place(7, 'venue', 'みなと銀座商店街 アーケード広場', {
    description: 'アーケード中ほどの小さな広場。大売出しの抽選会や路上ライブが開かれます。',
    address: '本町1-6',
    lat: 34.9724,
    lng: 139.095,
    url: 'https://minato-ginza.example/',
    tags: ['商店街', '抽選会', '路上ライブ'],
    image: 'shopping-street',
  }),
  place(8, 'venue', '港の朝市広場', {
    description: '毎週日曜の朝7時から、とれたての魚や野菜、みかんが並ぶ朝市の会場です。',
    address: '港町4-2',
    lat: 34.9738,
    lng: 139.0983,
    hours: '日曜 7:00〜11:00',
    tags: ['朝市', '海鮮', '野菜'],
    image: 'morning-market',
  }),
]

export const restaurants = [
  place(9, 'restaurant', 'らーめん 港屋', {
    description: '地元の魚介と鶏ガラでとる澄んだ醤油らーめん。昼は行列必至、夜は21時まで。',
    address: '本町2-9-5',
    lat: 34.9728,
    lng: 139.0936,
    url: 'https://minatoya-ramen.example/',
    phone: '0557-20-4521',
    hours: '11:00〜15:00 / 17:30〜21:00（水曜定休）',
    tags: ['ラーメン', '醤油', 'テイクアウト不可'],
    image: 'ramen-shop',
  }),
  place(10, 'restaurant', '海辺のカフェ しおさい', {
    description: '窓いっぱいに海が見えるカフェ。自家焙煎コーヒーと手作りケーキが自慢です。',
    address: '浜通り2-3-1',
    lat: 34.9702,
    lng: 139.098,
    phone: '0557-20-7730',
    hours: '9:00〜18:00（木曜定休）',
    tags: ['カフェ', 'ケーキ', 'オーシャンビュー'],
    image: 'seaside-cafe',
  }),
  place(11, 'restaurant', 'ベーカリー こむぎ', {
    description: '駅前の小さなパン屋さん。7時・11時・15時に焼きたてが並びます。',
    address: '駅前1-4-2',
    lat: 34.9748,
    lng: 139.0912,
    phone: '0557-20-5190',
    hours: '7:00〜18:00（月曜定休）',
    tags: ['パン', 'モーニング', 'テイクアウト'],
    image: 'bakery',
  }),
  place(12, 'restaurant', '魚河岸食堂 まるみ', {
    description: '港の目の前の食堂。朝どれの地魚を使った海鮮丼と金目鯛の煮付けが名物。',
    address: '港町3-7',
    lat: 34.9741,
    lng: 139.0979,
    phone: '0557-20-3015',
    hours: '7:00〜14:00（火曜定休）',
    tags: ['海鮮丼', '定食', '朝ごはん'],
  }),
  place(13, 'restaurant', 'そば処 山手庵', {
    description: '神社へ向かう坂の途中にある手打ちそばの店。わさびは自分でおろします。',
    address: '宮の下3-2-8',
    lat: 34.9772,
    lng: 139.0874,
    phone: '0557-20-6612',
    hours: '11:30〜14:30（売り切れ次第終了・月曜定休）',
    tags: ['そば', '手打ち', 'わさび'],
  }),
  place(14, 'restaurant', '甘味処 つきみ', {
    description: '商店街の老舗甘味処。あんみつ、ぜんざい、季節のかき氷。',
    address: '本町1-5-9',
    lat: 34.9719,
    lng: 139.0947,
    phone: '0557-20-2087',
    hours: '10:30〜17:30（火曜定休）',
    tags: ['甘味', 'あんみつ', '老舗'],
  }),
  place(15, 'restaurant', '居酒屋 ともしび', {
    description: '地元の漁師さんも通う居酒屋。刺身の盛り合わせと地酒の品揃えが自慢。',
    address: '本町2-11-2',
    lat: 34.9733,
    lng: 139.0928,
    phone: '0557-20-8846',
    hours: '17:00〜23:00（日曜定休）',
    tags: ['居酒屋', '地酒', '刺身'],
  }),
  place(16, 'restaurant', '洋食キッチン みなと亭', {
    description: '昭和から続く町の洋食屋さん。エビフライとハンバーグのセットが一番人気。',
    address: '本町4-2-6',
    lat: 34.9707,
    lng: 139.0921,
    phone: '0557-20-1964',
    hours: '11:00〜15:00 / 17:00〜20:30（水曜定休）',
    tags: ['洋食', 'ハンバーグ', '子連れ歓迎'],
  }),
]

/** Evacuation shelters for the hazard map; tags say which hazards each one is designated for. */
export const shelters = [
  place(17, 'shelter', 'みなと町立第一小学校 体育館', {
    description: '指定避難所。標高18m。地震・津波・土砂災害に対応。収容人数約450人。',
    address: '山手2-1-1',
    lat: 34.9768,
    lng: 139.0895,
    phone: '0557-20-4101',
    tags: ['指定避難所', '地震', '津波', '土砂災害'],
  }),
  place(18, 'shelter', 'みなと町立中学校 体育館', {
    description: '指定避難所。収容人数約600人。洪水時は2階以上を使用します。',
    address: '川端4-3-1',
    lat: 34.969,
    lng: 139.088,
    phone: '0557-20-4201',
    tags: ['指定避難所', '地震', '洪水'],
  }),
  place(19, 'shelter', 'みなと町民会館', {
    description: '指定避難所（福祉避難スペースあり）。収容人数約300人。',
    address: '本町3-1-1',
    lat: 34.9714,
    lng: 139.0896,
    phone: '0557-20-1101',
    tags: ['指定避難所', '福祉避難所', '地震'],
  }),
  place(20, 'shelter', '山手公園', {
    description: '広域避難場所。大規模火災や津波のときに一時的に避難する高台の公園です。',
    address: '山手5',
    lat: 34.9795,
    lng: 139.085,
    tags: ['広域避難場所', '津波', '火災'],
  }),
  place(21, 'shelter', '港町 津波避難タワー', {
    description: '津波避難施設。避難床の高さ12m、約250人が避難できます。階段は24時間開放。',
    address: '港町2-10',
    lat: 34.9725,
    lng: 139.0975,
    tags: ['津波避難施設', '津波'],
  }),
  place(22, 'shelter', 'みなと町総合体育館', {
    description: '指定避難所。収容人数約800人。物資の備蓄倉庫があります。',
    address: '汐見町1-2',
    lat: 34.9655,
    lng: 139.0905,
    phone: '0557-20-5500',
    tags: ['指定避難所', '地震', '備蓄倉庫'],
  }),
]

/**
 * Labels of the demo's most used tags in en, ko, zh-Hans and zh-Hant, as rows of
 * `tag_translations` (what the translate queue stores for a tag, worker/translate/tags.ts), so
 * `npm start`'s international sites show them with no provider. A tag without a row here shows
 * its Japanese, as any tag the queue has not translated yet.
 */
const LABELS = {
  パン: ['Bread', '빵', '面包', '麵包'],
  新メニュー: ['New menu', '신메뉴', '新菜单', '新菜單'],
  ベーカリーこむぎ: ['Bakery Komugi', '베이커리 코무기', '小麦面包店', '小麥麵包店'],
  クーポン: ['Coupon', '쿠폰', '优惠券', '優惠券'],
  朝市: ['Morning market', '아침 시장', '早市', '早市'],
  港: ['Harbor', '항구', '港口', '港口'],
  地震: ['Earthquake', '지진', '地震', '地震'],
  指定避難所: ['Designated shelter', '지정 대피소', '指定避难所', '指定避難所'],
  商店街: ['Shopping street', '상점가', '商店街', '商店街'],
  ラーメン: ['Ramen', '라멘', '拉面', '拉麵'],
  花火: ['Fireworks', '불꽃놀이', '烟花', '煙火'],
  紅葉: ['Autumn leaves', '단풍', '红叶', '紅葉'],
  甘味: ['Japanese sweets', '일본 디저트', '日式甜品', '日式甜品'],
  海鮮丼: ['Seafood bowl', '해산물 덮밥', '海鲜盖饭', '海鮮蓋飯'],
  津波: ['Tsunami', '쓰나미', '海啸', '海嘯'],
  富士山: ['Mt. Fuji', '후지산', '富士山', '富士山'],
  子ども向け: ['For kids', '어린이용', '适合儿童', '適合兒童'],
  図書館: ['Library', '도서관', '图书馆', '圖書館'],
  スタンプラリー: ['Stamp rally', '스탬프 랠리', '集章活动', '集章活動'],
  カフェ: ['Café', '카페', '咖啡馆', '咖啡館'],
  みかん: ['Mandarin oranges', '귤', '橘子', '橘子'],
  お祭り: ['Festival', '축제', '节日庆典', '節日慶典'],
  茶畑: ['Tea fields', '차밭', '茶园', '茶園'],
  散歩: ['Walk', '산책', '散步', '散步'],
  観光: ['Sightseeing', '관광', '观光', '觀光'],
  まちあるき: ['Town walk', '마을 산책', '城镇漫步', '城鎮漫步'],
  金目鯛: ['Splendid alfonsino', '금눈돔', '金目鲷', '金目鯛'],
  朝どれ: ['Caught this morning', '아침에 잡은', '清晨捕获', '清晨捕獲'],
  醤油: ['Soy sauce', '간장', '酱油', '醬油'],
  防災: ['Disaster prevention', '방재', '防灾', '防災'],
  お知らせ: ['Notice', '공지', '通知', '通知'],
  ケーキ: ['Cake', '케이크', '蛋糕', '蛋糕'],
}

const LANGS = ['en', 'ko', 'zh-hans', 'zh-hant']

/** Rows of `tag_translations` for the labels above. */
export const tagTranslationRows = Object.entries(LABELS).flatMap(([tag, texts]) =>
  LANGS.map((lang, i) => ({
    tag,
    target_lang: lang,
    text: texts[i],
    provider: 'demo',
    created_at: '2026-11-23T00:00:00.000Z',
  })),
)

/** A demo tag's label in `lang`, for tests. */
export const demoTagLabel = (tag, lang) => LABELS[tag]?.[LANGS.indexOf(lang)]

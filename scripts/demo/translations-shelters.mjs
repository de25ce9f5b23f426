/**
 * The demo town's shelters (shelters.csv, keyed by the data's 共通ID) in en, ko, zh-Hans and
 * zh-Hant: name and address, as the translation pipeline stores them for the hazard map. The
 * seed adds them after importing the CSV, with the SHA-256 of the Japanese as imported, so a
 * re-import with other words shows the Japanese until it is translated again.
 */
import { demoTranslationRow } from './translation-row.mjs'

const PREFIX = {
  en: ', Minato, Kamo District, Shizuoka',
  ko: '시즈오카현 가모군 미나토정 ',
  'zh-hans': '静冈县贺茂郡港町',
  'zh-hant': '靜岡縣賀茂郡港町',
}

/** [name, street] per language: the street part after the town's, as each language writes it. */
export const SHELTER_TEXTS = {
  E2299900001701: {
    en: ['Minato No. 1 Elementary School Gym', '2-1-1 Yamate'],
    ko: ['미나토 제1초등학교 체육관', '야마테 2-1-1'],
    'zh-hans': ['港町立第一小学 体育馆', '山手2-1-1'],
    'zh-hant': ['港町立第一小學 體育館', '山手2-1-1'],
  },
  E2299900001801: {
    en: ['Minato Junior High School Gym', '4-3-1 Kawabata'],
    ko: ['미나토 중학교 체육관', '가와바타 4-3-1'],
    'zh-hans': ['港町立中学 体育馆', '川端4-3-1'],
    'zh-hant': ['港町立中學 體育館', '川端4-3-1'],
  },
  E2299900001901: {
    en: ['Minato Community Hall', '3-1-1 Honcho'],
    ko: ['미나토 주민회관', '혼초 3-1-1'],
    'zh-hans': ['港町民会馆', '本町3-1-1'],
    'zh-hant': ['港町民會館', '本町3-1-1'],
  },
  E2299900002001: {
    en: ['Yamate Park', '5 Yamate'],
    ko: ['야마테 공원', '야마테 5'],
    'zh-hans': ['山手公园', '山手5'],
    'zh-hant': ['山手公園', '山手5'],
  },
  E2299900002101: {
    en: ['Minatomachi Tsunami Evacuation Tower', '2-10 Minatomachi'],
    ko: ['미나토마치 쓰나미 대피 타워', '미나토마치 2-10'],
    'zh-hans': ['港町 海啸避难塔', '港町2-10'],
    'zh-hant': ['港町 海嘯避難塔', '港町2-10'],
  },
  E2299900002201: {
    en: ['Minato General Gymnasium', '1-2 Shiomicho'],
    ko: ['미나토 종합체육관', '시오미초 1-2'],
    'zh-hans': ['港町综合体育馆', '汐见町1-2'],
    'zh-hant': ['港町綜合體育館', '汐見町1-2'],
  },
  E2299900002301: {
    en: ['Minato Hachiman Shrine Hilltop Square', '1-5 Miyashita'],
    ko: ['미나토 하치만 신사 언덕 광장', '미야시타 1-5'],
    'zh-hans': ['港八幡神社 高台广场', '宫下1-5'],
    'zh-hant': ['港八幡神社 高台廣場', '宮下1-5'],
  },
  E2299900002401: {
    en: ['Minato No. 2 Elementary School', '2-8 Sakaemachi'],
    ko: ['미나토 제2초등학교', '사카에마치 2-8'],
    'zh-hans': ['港町立第二小学', '荣町2-8'],
    'zh-hant': ['港町立第二小學', '榮町2-8'],
  },
  E2299900002501: {
    en: ['Hotel Minato (tsunami evacuation building)', '3-1 Shiomidai'],
    ko: ['호텔 미나토 (쓰나미 대피 빌딩)', '시오미다이 3-1'],
    'zh-hans': ['港町酒店（海啸避难楼）', '汐见台3-1'],
    'zh-hant': ['港町飯店（海嘯避難大樓）', '汐見台3-1'],
  },
  E2299900002601: {
    en: ['Kawabata Park', '2 Kawabata'],
    ko: ['가와바타 공원', '가와바타 2'],
    'zh-hans': ['川端公园', '川端2'],
    'zh-hant': ['川端公園', '川端2'],
  },
  E2299900002701: {
    en: ['Minato Town Office', '1-1 Honcho'],
    ko: ['미나토정 사무소', '혼초 1-1'],
    'zh-hans': ['港町政府', '本町1-1'],
    'zh-hant': ['港町公所', '本町1-1'],
  },
}

const address = (lang, street) =>
  lang === 'en' ? `${street}${PREFIX.en}` : `${PREFIX[lang]}${street}`

/**
 * Translation rows (subject 'place', fields name and address) for the imported shelters. Throws
 * when a shelter of the demo town has no text in some language: the demo then fails to load
 * instead of showing a half-translated hazard map.
 * @param {{ id: number, shelter_code: string, name: string, address: string }[]} shelters
 */
export function shelterTranslationRows(shelters) {
  const rows = []
  for (const shelter of shelters) {
    const texts = SHELTER_TEXTS[shelter.shelter_code]
    if (!texts) throw new Error(`demo shelter ${shelter.shelter_code}: no translations`)
    for (const lang of ['en', 'ko', 'zh-hans', 'zh-hant']) {
      const written = texts[lang]
      if (!written) throw new Error(`demo shelter ${shelter.shelter_code}: ${lang} is missing`)
      const [name, street] = written
      for (const [field, original, text] of [
        ['name', shelter.name, name],
        ['address', shelter.address, address(lang, street)],
      ]) {
        rows.push(demoTranslationRow('place', shelter.id, field, lang, original, text))
      }
    }
  }
  return rows
}

// Generated national shelter files in the government's published layout, for the tests and the
// import bench (nothing of it is committed data). The layout is that of 国土地理院's nationwide
// files (https://www.gsi.go.jp/bousaichiri/hinanbasho.html, downloads
// https://hinanmap.gsi.go.jp/hinanjocp/defaultFtpData/csv/mergeFromCity_1.csv and …_2.csv):
// UTF-8 with a BOM, CRLF, quoted fields that may hold line breaks, the column 都道府県名及び市町村名
// after 共通ID, flags "1" or empty, and a different 共通ID for one facility in each file.

export const EMERGENCY_HEADER =
  'NO,共通ID,都道府県名及び市町村名,施設・場所名,住所,洪水,崖崩れ、土石流及び地滑り,高潮,地震,津波,大規模な火事,内水氾濫,火山現象,指定避難所との住所同一,緯度,経度,備考'
export const EVACUATION_HEADER =
  'NO,共通ID,都道府県名及び市町村名,施設・場所名,住所,指定緊急避難場所との住所同一,その他市町村長が必要と認める事項,受入対象者,緯度,経度,備考'

const quote = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const line = (fields) => fields.map((field) => quote(String(field))).join(',')

/** The demo town as the national file writes it (with its 郡), and its facilities. */
export const TOWN = '静岡県賀茂郡みなと町'

// [code suffix, name, address, flags (8), same address, lat, lng, note]
const TOWN_EMERGENCY = [
  [
    'E2299900001702',
    'みなと町立第一小学校 体育館',
    '山手2-1-1',
    '00011100',
    1,
    34.9768,
    139.0895,
    '標高18m',
  ],
  ['E2299900002002', '山手公園', '山手5', '00011100', 0, 34.9795, 139.085, ''],
  [
    'E2299900002102',
    '港の広場',
    '港町1',
    '00101000',
    0,
    34.9725,
    139.0975,
    '津波のときは\r\n高台の山手公園へ',
  ],
  ['E2299900001902', 'みなと町民会館', '本町3-1-1', '10110010', 0, 34.9714, 139.0896, ''],
  // The town's name on a row whose position lies far outside the town: skipped by the area guard.
  ['E2299900009902', '位置の誤った広場', '本町9', '00010000', 0, 35.5, 139.9, ''],
]
// [code, name, address, same address, lat, lng, note]
const TOWN_EVACUATION = [
  // The first school again, its own 共通ID, its name with a full-width space, 3 m from the other.
  [
    'E2299900001701',
    'みなと町立第一小学校　体育館',
    '山手2-1-1',
    1,
    34.97683,
    139.0895,
    '収容人数約450人',
  ],
  // The same name as the hall of the other file, but 200 m away: another building, not merged.
  ['E2299900001901', 'みなと町民会館', '本町4-2', 0, 34.9732, 139.0896, ''],
  ['E2299900003001', 'みなと町福祉センター', '川端1-1', 0, 34.968, 139.091, '"要配慮者"向け'],
]

const OTHER_TOWNS = [
  ['22205', '静岡県熱海市', 35.096, 139.071],
  ['01101', '北海道札幌市中央区', 43.055, 141.34],
  ['13101', '東京都千代田区', 35.694, 139.753],
  ['47201', '沖縄県那覇市', 26.212, 127.681],
]

/**
 * Both files as text. `extraRows` rows of other municipalities are added to each (spread over many
 * generated municipalities), for a file of national size; `withTown: false` leaves the town out.
 */
export function nationalShelterFiles({ extraRows = 0, withTown = true } = {}) {
  const emergency = [EMERGENCY_HEADER]
  const evacuation = [EVACUATION_HEADER]
  let no = 0
  const town = (rows, kind) => {
    for (const row of rows) {
      no++
      // Both files start a row alike: number, code, municipality, name, full address.
      const [code, name, address] = row
      const head = [no, code, TOWN, name, `${TOWN}${address}`]
      if (kind === 'emergency') {
        const [, , , flags, same, lat, lng, note] = row
        emergency.push(
          line([
            ...head,
            ...[...flags].map((f) => (f === '1' ? '1' : '')),
            same ? '1' : '',
            lat,
            lng,
            note,
          ]),
        )
      } else {
        const [, , , same, lat, lng, note] = row
        evacuation.push(line([...head, same ? '1' : '', '', '', lat, lng, note]))
      }
    }
  }
  const others = (count, offset) => {
    for (let i = 0; i < count; i++) {
      const [code, name, lat, lng] =
        i < OTHER_TOWNS.length * 3
          ? OTHER_TOWNS[i % OTHER_TOWNS.length]
          : [
              `${String(1000 + ((i * 7) % 46000)).padStart(5, '0')}`,
              `県${i % 1700}市`,
              33 + (i % 900) / 100,
              131 + (i % 1000) / 100,
            ]
      const id = `E${code}${String(offset + i).padStart(7, '0')}`
      // Another town's first school has the same name as the town's: its municipality tells them apart.
      const facility =
        i % 5 === 0 ? 'みなと町立第一小学校 体育館' : `市立第${i}避難施設（体育館・グラウンド）`
      // Addresses as long as the published ones (the national files average about 150 bytes a row).
      const address = `${name}大字本町字中ノ${i % 90}番地${i % 40}の${i % 7}`
      // Some rows of other towns are odd in ways that must not stop the town's import.
      const latText = i === 3 ? '北緯35度' : (lat + (i % 97) / 10000).toFixed(6)
      const note = i % 11 === 0 ? `備考の1行目\r\n2行目, "引用"あり` : ''
      no++
      emergency.push(
        line([
          no,
          `${id}2`,
          name,
          facility,
          address,
          '1',
          '',
          '',
          '1',
          i % 3 ? '1' : '',
          '',
          '',
          '',
          i % 2 ? '1' : '',
          latText,
          (lng + (i % 89) / 10000).toFixed(6),
          note,
        ]),
      )
      evacuation.push(
        line([
          no,
          `${id}1`,
          name,
          facility,
          address,
          i % 2 ? '1' : '',
          '',
          '',
          latText,
          (lng + (i % 89) / 10000).toFixed(6),
          note,
        ]),
      )
    }
  }
  others(6, 0)
  if (withTown) {
    town(TOWN_EMERGENCY, 'emergency')
    town(TOWN_EVACUATION, 'evacuation')
  }
  others(6 + extraRows, 100)
  const text = (lines) => `\uFEFF${lines.join('\r\n')}\r\n`
  return { emergency: text(emergency), evacuation: text(evacuation) }
}

/** What the town's import of nationalShelterFiles() must give (both files, in either order). */
export const EXPECTED_TOWN = {
  emergency: { kept: 4, outsideArea: 1 },
  evacuation: { kept: 3, outsideArea: 0 },
  /** Shelters after both: the school merged, two halls 200 m apart kept apart. */
  shelters: 6,
}

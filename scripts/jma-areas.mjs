// Refreshes the project's copy of JMA's area tables (data/jma/README.md says where each comes from):
//   node scripts/jma-areas.mjs --area path/to/area.json --codes path/to/csv-folder
// --area: https://www.jma.go.jp/bosai/common/const/area.json (centers, offices, class10s: the
// office above each 一次細分区域, and the English names). --codes: JMA's 防災情報XML code tables as
// CSV (AreaInformationCity.csv: 市町村等 with what each is used for; AreaForecastLocalM_WarningTable
// .csv: 市町村等をまとめた地域 → 一次細分区域; AreaForecastLocalE_AreaInformationCity_
// PointSeismicIntensity.csv: 地震情報／細分区域 → 市町村; AreaTsunami.csv: 津波予報区).
// Writes data/jma/areas.json (names and chains, for the deploy plan and the tests) and
// worker/alerts/jma-areas.ts (codes only: what the Worker needs to pick and match telegrams).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from './lib/stack.mjs'

const { values } = parseArgs({ options: { area: { type: 'string' }, codes: { type: 'string' } } })
if (!values.area || !values.codes) {
  console.error('usage: node scripts/jma-areas.mjs --area area.json --codes csv-folder')
  process.exit(2)
}
const area = JSON.parse(readFileSync(values.area, 'utf8'))
/** One of the code tables: rows of fields (no quoted commas in these tables). */
const csv = (name) =>
  readFileSync(join(values.codes, `${name}.csv`), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(','))

const named = (entries, parent) =>
  Object.fromEntries(
    Object.entries(entries).map(([code, e]) => [
      code,
      [e.name, e.enName ?? '', ...(parent ? [parent(e)] : [])],
    ]),
  )
const centers = named(area.centers, (e) => e.officeName ?? '')
const offices = Object.fromEntries(
  Object.entries(area.offices).map(([code, e]) => [
    code,
    [e.name, e.enName ?? '', e.officeName ?? '', e.parent],
  ]),
)
const class10s = named(area.class10s, (e) => e.parent)
const class15s = {}
for (const [code, name, class10] of csv('AreaForecastLocalM_WarningTable')) {
  if (!class10s[class10]) throw new Error(`class10 ${class10} of ${code} is not in area.json`)
  class15s[code] = [name, area.class15s[code]?.enName ?? '', class10]
}

// 地震情報／細分区域 and its municipalities (市町村等（地震）: wards for designated cities).
const quakeRegions = {}
const quakeRegionOf = {}
for (const [region, regionName, , city] of csv(
  'AreaForecastLocalE_AreaInformationCity_PointSeismicIntensity',
)) {
  quakeRegions[region] = regionName
  quakeRegionOf[city] = region
}
const tsunamiRegions = {}
for (const [code, name, , use] of csv('AreaTsunami')) {
  if (use.startsWith('津波予報区')) tsunamiRegions[code] = name
}

// Every 市町村等 row: [name, English name, class15 (warned ones), 1 when warnings name it].
const rows = csv('AreaInformationCity')
const municipalities = {}
const official = {}
for (const row of rows) {
  const [code, formal, warningName, , class15, warns] = row
  const name = warningName || row[13] || formal
  if (warns === '1' && !class15s[class15]) throw new Error(`${code}: class15 ${class15} unknown`)
  municipalities[code] = [name, area.class20s[code]?.enName ?? '', class15, Number(warns)]
  official[code] = formal
}

/** A municipality's parts among `codes`: same municipality code, or its wards (…市のうち…). */
const partsOf = (code, codes) =>
  codes.filter(
    (other) =>
      other !== code &&
      ((code.endsWith('00') && other.slice(0, 5) === code.slice(0, 5)) ||
        official[other]?.startsWith(`${official[code]}のうち`)),
  )
const warned = Object.keys(municipalities).filter((code) => municipalities[code][3] === 1)
const seismic = Object.keys(quakeRegionOf)
const weatherParts = {}
const quakeCities = {}
for (const code of Object.keys(municipalities)) {
  if (municipalities[code][3] !== 1) {
    const parts = partsOf(code, warned)
    if (parts.length > 0) weatherParts[code] = parts
  }
  if (!quakeRegionOf[code]) {
    // A ward-level or part-level code: the seismic municipalities it covers or lies in.
    const whole = `${code.slice(0, 5)}00`
    const cities = partsOf(code, seismic)
    if (cities.length > 0) quakeCities[code] = cities
    else if (quakeRegionOf[whole]) quakeCities[code] = [whole]
  }
}

const officeOf = (code) => class10s[class15s[municipalities[code][2]]?.[2]]?.[2]
const byOffice = {}
for (const code of warned) {
  const office = officeOf(code)
  if (!offices[office]) throw new Error(`${code} ${municipalities[code][0]}: no office`)
  byOffice[office] ??= []
  byOffice[office].push(code)
}
const byQuakeRegion = {}
for (const [city, region] of Object.entries(quakeRegionOf)) {
  byQuakeRegion[region] ??= []
  byQuakeRegion[region].push(city)
}

const json = (value) => JSON.stringify(value)
const block = (key, entries) =>
  `${json(key)}:{\n${Object.entries(entries)
    .map(([code, value]) => `${json(code)}:${json(value)}`)
    .join(',\n')}}`
writeFileSync(
  join(root, 'data/jma/areas.json'),
  `{${[
    block('centers', centers),
    block('offices', offices),
    block('class10s', class10s),
    block('class15s', class15s),
    block('municipalities', municipalities),
    block('weatherParts', weatherParts),
    block('quakeRegions', quakeRegions),
    block('quakeRegionOf', quakeRegionOf),
    block('quakeCities', quakeCities),
    block('tsunamiRegions', tsunamiRegions),
  ].join(',\n')}}\n`,
)

const table = (name, doc, entries) =>
  `/** ${doc} */
export const ${name}: Record<string, string> = {
${Object.entries(entries)
  .map(([key, codes]) => `  '${key}': '${codes.sort().join(' ')}',`)
  .join('\n')}
}
`
writeFileSync(
  join(root, 'worker/alerts/jma-areas.ts'),
  `// Generated by scripts/jma-areas.mjs from JMA's area tables (data/jma/README.md): do not edit.
// Codes only; their names are in data/jma/areas.json.

${table('OFFICE_MUNICIPALITIES', "Each weather office (the code in a telegram's file name, …_VPWW55_<office>.xml) with the municipalities (気象・地震・火山情報／市町村等) its warnings name.", byOffice)}
${table('WEATHER_PARTS', 'A municipality its warnings name in parts (横浜市北部・南部, 神戸市の各区) with those parts.', weatherParts)}
${table('QUAKE_REGION_CITIES', 'Each 地震情報／細分区域 with its municipalities (市町村等（地震）: a designated city by ward).', byQuakeRegion)}
${table('QUAKE_CITIES', 'A municipality that is no 市町村等（地震） itself with those it covers (its wards) or lies in.', quakeCities)}`,
)

// In the layout `npm run check` expects.
spawnSync(
  join(root, 'node_modules/.bin/biome'),
  ['format', '--write', 'data/jma/areas.json', 'worker/alerts/jma-areas.ts'],
  { cwd: root, stdio: 'inherit' },
)
console.log(
  `data/jma/areas.json, worker/alerts/jma-areas.ts: ${warned.length} warned municipalities under ${Object.keys(byOffice).length} offices, ${seismic.length} seismic municipalities in ${Object.keys(quakeRegions).length} regions, ${Object.keys(tsunamiRegions).length} tsunami regions`,
)

// The town's JMA codes as the deploy plan shows them: JMA_AREA_CODES resolved through JMA's own
// tables (data/jma/areas.json) the way the Worker resolves them (worker/alerts/areas.ts), with
// names, and every code the tables do not know named as a problem, so a town whose codes would
// read nothing is stopped at deploy time rather than found out in an emergency.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** @type {any} */
let table = null
function areas() {
  table ??= JSON.parse(
    readFileSync(join(new URL('../..', import.meta.url).pathname, 'data/jma/areas.json'), 'utf8'),
  )
  return table
}

const SCOPES = ['city', 'quake', 'tsunami', 'flood', 'office']
/** The Worker's default (worker/alerts/config.ts DEFAULT_AREA_CODES): the demo town, 熱海市. */
const DEFAULT_AREA_CODES = 'city:2220500,quake:440,quake:2220500,tsunami:380'

const named = (code, name) => `${code} ${name}`

/** The office above a warned municipality: class15 → class10 → office. */
function officeOf(code) {
  const { municipalities, class15s, class10s } = areas()
  return class10s[class15s[municipalities[code][2]]?.[2]]?.[2]
}

/** A municipality's 震度 codes: its seismic municipalities and their regions. */
function quakeCodesOf(code) {
  const { quakeRegionOf, quakeCities } = areas()
  const cities = quakeRegionOf[code] ? [code] : (quakeCities[code] ?? [])
  return [...new Set([...cities.map((city) => quakeRegionOf[city]), ...cities])]
}

/**
 * JMA_AREA_CODES resolved: `lines` for the plan (municipality, the offices whose telegrams are
 * read, 震度 and 津波 regions) and `problems` (each stops a real deploy).
 */
export function resolveJmaAreas(raw) {
  const { municipalities, weatherParts, offices, quakeRegions, quakeRegionOf, tsunamiRegions } =
    areas()
  const problems = []
  const given = Object.fromEntries(SCOPES.map((scope) => [scope, []]))
  for (const part of (String(raw ?? '').trim() || DEFAULT_AREA_CODES).split(',')) {
    if (!part.trim()) continue
    const [scope, code, extra] = part.trim().split(':')
    if (!SCOPES.includes(scope) || !/^\d{3,12}$/.test(code ?? '') || extra !== undefined) {
      problems.push(
        `JMA_AREA_CODES entry "${part.trim()}" is not scope:code (scopes: ${SCOPES.join(', ')})`,
      )
    } else given[scope].push(code)
  }

  const warned = []
  const officeCodes = new Set()
  for (const code of given.office) {
    if (offices[code]) officeCodes.add(code)
    else problems.push(`JMA_AREA_CODES office:${code} is not a weather office in JMA's area table`)
  }
  for (const code of given.city) {
    const entry = municipalities[code]
    const parts = entry?.[3] === 1 ? [code] : (weatherParts[code] ?? [])
    if (!entry && officeCodes.size > 0) {
      // Newer than the shipped table: read as written, from the office the town names.
      warned.push(code)
    } else if (!entry) {
      problems.push(
        `JMA_AREA_CODES city:${code} is not a municipality in JMA's code table (data/jma/areas.json): give the town's 7-digit 市町村等 code, e.g. city:2220500 for 熱海市 (a municipality newer than the table: refresh data/jma/, or add office:<its weather office>)`,
      )
    } else if (parts.length === 0) {
      problems.push(
        `JMA_AREA_CODES city:${code} (${entry[0]}) is named in no weather warning: give the municipality it lies in`,
      )
    }
    for (const part of parts) {
      warned.push(part)
      officeCodes.add(officeOf(part))
    }
  }
  if (given.city.length === 0) {
    problems.push(
      'JMA_AREA_CODES names no municipality (city:…): no weather warning would reach the town',
    )
  }

  const quake = given.quake.length > 0 ? given.quake : given.city.flatMap(quakeCodesOf)
  for (const code of given.quake) {
    if (!quakeRegions[code] && !quakeRegionOf[code]) {
      problems.push(
        `JMA_AREA_CODES quake:${code} is neither a 地震情報／細分区域 nor a 市町村等（地震） of JMA's code tables`,
      )
    }
  }
  for (const code of given.tsunami) {
    if (!tsunamiRegions[code]) {
      problems.push(`JMA_AREA_CODES tsunami:${code} is not a 津波予報区 of JMA's code table`)
    }
  }

  const list = (codes, name) =>
    [...new Set(codes)].map((code) => named(code, name(code))).join(', ')
  const regions = quake.filter((code) => code.length === 3)
  const lines = [
    `municipality: ${list(given.city, (code) => municipalities[code]?.[0] ?? '(unknown)')}`,
    `weather warnings name: ${list(warned, (code) => municipalities[code]?.[0] ?? '(not in the table)') || '(nothing)'}`,
    `weather offices read: ${list([...officeCodes], (code) => `${offices[code][0]}, ${offices[code][2]}`) || '(none)'}`,
    `震度 (地震情報／細分区域): ${list(regions, (code) => quakeRegions[code] ?? '(unknown)') || '(none)'}${given.quake.length > 0 ? ' as given' : ' from the municipality'}`,
    `津波予報区: ${list(given.tsunami, (code) => tsunamiRegions[code] ?? '(unknown)') || '(none given: an inland town needs none)'}`,
  ]
  if (given.flood.length > 0) lines.push(`指定河川洪水予報: ${given.flood.join(', ')}`)
  return { lines, problems, offices: [...officeCodes], quake, tsunami: given.tsunami }
}

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseKenAll } from '../../src/shared/postal'
import {
  cityCandidates,
  parseKenAllRome,
  romanCityParts,
  romanizeAddress,
  romanPrefecture,
} from '../../src/shared/postal-roman'

// The address rule of the international sites against Japan Post's romanised rows
// (data/postal/README.md): the demo town's 熱海市 in KEN_ALL_ROME's layout, and five real rows
// of KEN_ALL_ROME.CSV (札幌市中央区: a ward, the catch-all row, a town split by 丁目).

const read = (name: string) =>
  readFileSync(new URL(`../../data/postal/${name}`, import.meta.url), 'utf8')
const atami = parseKenAllRome(read('demo-shizuoka-rome.csv'))
const sapporo = parseKenAllRome(read('rome-sapporo-sample.csv'))

describe('KEN_ALL_ROME rows', () => {
  it("name the same addresses as KEN_ALL's", () => {
    const kanji = parseKenAll(read('demo-shizuoka.csv')).filter((row) => row.city === '熱海市')
    expect(atami.map(({ code, city, town }) => ({ code, city, town }))).toEqual(
      kanji.map(({ code, city, town }) => ({ code, city, town })),
    )
    expect(atami.find((row) => row.code === '4130014')).toMatchObject({
      prefecture_roman: 'SHIZUOKA KEN',
      city_roman: 'ATAMI SHI',
      town_roman: 'NAGISACHO',
    })
  })

  it("drop the file's notes: the catch-all town, the bracketed 丁目 ranges, the ward's space", () => {
    expect(sapporo.map((row) => [row.code, row.city, row.town, row.town_roman])).toEqual([
      ['0600000', '札幌市中央区', '', ''],
      ['0640941', '札幌市中央区', '旭ケ丘', 'ASAHIGAOKA'],
      ['0600041', '札幌市中央区', '大通東', 'ODORIHIGASHI'],
      ['0600042', '札幌市中央区', '大通西', 'ODORINISHI'],
      ['0640820', '札幌市中央区', '大通西', 'ODORINISHI'],
    ])
  })
})

describe('names in title case', () => {
  it('prefecture without 県/都/府, municipalities smallest first with their kind hyphenated', () => {
    expect(romanPrefecture('SHIZUOKA KEN')).toBe('Shizuoka')
    expect(romanPrefecture('HOKKAIDO')).toBe('Hokkaido')
    expect(romanPrefecture('TOKYO TO')).toBe('Tokyo')
    expect(romanCityParts('ATAMI SHI')).toEqual(['Atami-shi'])
    expect(romanCityParts('SAPPORO SHI CHUO KU')).toEqual(['Chuo-ku', 'Sapporo-shi'])
  })
})

describe('romanizeAddress', () => {
  it('reads every town of 熱海市 in English order, with its postal code', () => {
    for (const row of atami.filter((r) => r.town)) {
      const town = row.town_roman.charAt(0) + row.town_roman.slice(1).toLowerCase()
      expect(romanizeAddress(`静岡県熱海市${row.town}1-2-3`, atami)).toBe(
        `1-2-3 ${town}, Atami-shi, Shizuoka ${row.code.slice(0, 3)}-${row.code.slice(3)}`,
      )
    }
  })

  it('takes house numbers as people write them, with or without 〒 and the prefecture', () => {
    const ginza = '2-9-5 Ginzacho, Atami-shi, Shizuoka 413-0013'
    for (const written of [
      '静岡県熱海市銀座町2-9-5',
      '熱海市銀座町２－９－５',
      '〒413-0013 静岡県熱海市銀座町2丁目9番5号',
      '静岡県熱海市銀座町2丁目9-5',
    ]) {
      expect(romanizeAddress(written, atami)).toBe(ginza)
    }
    expect(romanizeAddress('静岡県熱海市渚町10-1 2F', atami)).toBe(
      '10-1 2F Nagisacho, Atami-shi, Shizuoka 413-0014',
    )
  })

  it('names the ward and leaves out a code it cannot be sure of (one town, two codes)', () => {
    expect(romanizeAddress('北海道札幌市中央区旭ケ丘5-6', sapporo)).toBe(
      '5-6 Asahigaoka, Chuo-ku, Sapporo-shi, Hokkaido 064-0941',
    )
    expect(romanizeAddress('北海道札幌市中央区大通西3-7', sapporo)).toBe(
      '3-7 Odorinishi, Chuo-ku, Sapporo-shi, Hokkaido',
    )
    expect(romanizeAddress('〒060-0042 北海道札幌市中央区大通西3-7', sapporo)).toBe(
      '3-7 Odorinishi, Chuo-ku, Sapporo-shi, Hokkaido 060-0042',
    )
  })

  it('is null (the Japanese stays) for an unknown town or a Japanese building name', () => {
    expect(romanizeAddress('静岡県賀茂郡みなと町本町2-9-5', atami)).toBeNull()
    expect(romanizeAddress('静岡県熱海市銀座町2-9-5 熱海ビル', atami)).toBeNull()
    expect(romanizeAddress('静岡県熱海市どこか町1', atami)).toBeNull()
    expect(romanizeAddress('', atami)).toBeNull()
  })

  it("asks the database only for the address's possible municipalities", () => {
    expect(cityCandidates('〒413-0013 静岡県熱海市銀座町2-9-5')).toEqual(['熱海市', '熱海市銀座町'])
    expect(cityCandidates('北海道札幌市中央区大通西3')).toEqual(['札幌市', '札幌市中央区'])
  })
})

describe('npm run import:postal -- … --roman', () => {
  it("writes KEN_ALL's rows with KEN_ALL_ROME's romaji beside them", () => {
    const out = join(mkdtempSync(join(tmpdir(), 'postal-')), 'postal.sql')
    const data = (name: string) => new URL(`../../data/postal/${name}`, import.meta.url).pathname
    const run = spawnSync(
      process.execPath,
      [
        new URL('../../scripts/import-postal.mjs', import.meta.url).pathname,
        data('demo-shizuoka.csv'),
        '--roman',
        data('demo-shizuoka-rome.csv'),
        '--prefecture',
        '静岡県',
        '--sql-out',
        out,
      ],
      { encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('43 addresses of 静岡県, 39 with romaji')
    const sql = readFileSync(out, 'utf8')
    expect(sql).toContain(
      "('4130014', '静岡県', '熱海市', '渚町', 'SHIZUOKA KEN', 'ATAMI SHI', 'NAGISACHO')",
    )
    // 沼津市's rows have no romaji in the demo file: imported without them.
    expect(sql).toContain("('4100867', '静岡県', '沼津市', '西松下', NULL, NULL, NULL)")
  })
})

import { describe, expect, it } from 'vitest'
import { call } from './posts-helpers'

// GET /api/map at street zooms (16–17, answered per cell: worker/map/street.ts) with what a
// broken client or a prober sends: every one gets a 400 in words a person can act on, with the
// field at fault, never a 500 or an answer made of a box no screen shows.

const STREET = '139.0990,35.0470,139.1010,35.0530'

const cases: [string, string, string, RegExp][] = [
  ['a zoom with a fraction', `bbox=${STREET}&zoom=16.5`, 'zoom', /整数/],
  ['a zoom that is a word', `bbox=${STREET}&zoom=street`, 'zoom', /整数/],
  ['a negative zoom', `bbox=${STREET}&zoom=-17`, 'zoom', /整数/],
  ['a zoom past the closest', `bbox=${STREET}&zoom=19`, 'zoom', /整数/],
  ['a zoom in exponent form', `bbox=${STREET}&zoom=1.7e1`, 'zoom', /整数/],
  ['a zoom of invalid Unicode', `bbox=${STREET}&zoom=%ED%A0%80`, 'zoom', /整数/],
  ['a box of words', 'bbox=west,south,east,north&zoom=17', 'bbox', /4つの数値/],
  ['a box with Infinity', 'bbox=-Infinity,35.04,139.1,35.05&zoom=17', 'bbox', /4つの数値/],
  ['a box with NaN', 'bbox=139.09,NaN,139.1,35.05&zoom=16', 'bbox', /4つの数値/],
  ['a box of five numbers', `bbox=${STREET},1&zoom=17`, 'bbox', /4つの数値/],
  [
    'a box of invalid Unicode',
    'bbox=139.09%ED%A0%80,35.04,139.1,35.05&zoom=17',
    'bbox',
    /4つの数値/,
  ],
  ['a box beyond the pole', 'bbox=139.09,89.99,139.1,90.01&zoom=17', 'bbox', /緯度/],
  ['a box beyond the antimeridian', 'bbox=179.999,35.04,180.001,35.05&zoom=16', 'bbox', /経度/],
  ['a box turned over', 'bbox=139.1,35.05,139.09,35.04&zoom=17', 'bbox', /逆/],
  ['a box of zero width', 'bbox=139.1,35.04,139.1,35.05&zoom=16', 'bbox', /逆/],
  ['a town-wide box at zoom 17', 'bbox=138.9,34.9,139.2,35.2&zoom=17', 'bbox', /ズーム/],
  [
    'a box wider than any screen at zoom 16',
    'bbox=139.0,35.0,139.1,35.01&zoom=16',
    'bbox',
    /ズーム/,
  ],
  ['a country-wide box', 'bbox=130,30,140,40&zoom=16', 'bbox', /広すぎます/],
  ['a box of 5,000 digits', `bbox=${'9'.repeat(5000)},1,2,3&zoom=17`, 'bbox', /4つの数値/],
  ['kinds of invalid Unicode', `bbox=${STREET}&zoom=17&kinds=%ED%A0%80`, 'kinds', /種類/],
  ['kinds with a lone surrogate', `bbox=${STREET}&zoom=16&kinds=post,%ED%B0%80`, 'kinds', /種類/],
  ['kinds with an empty entry', `bbox=${STREET}&zoom=17&kinds=post,,event`, 'kinds', /種類/],
  ['kinds of an unknown word', `bbox=${STREET}&zoom=16&kinds=shelter`, 'kinds', /種類/],
  ['kinds too long', `bbox=${STREET}&zoom=17&kinds=${'post,'.repeat(2000)}x`, 'kinds', /種類/],
  ['a period of invalid Unicode', `bbox=${STREET}&zoom=17&from=%ED%A0%80`, 'from', /期間/],
  ['a period end of words', `bbox=${STREET}&zoom=16&to=next-week`, 'to', /期間/],
  [
    'a period of 5,000 characters',
    `bbox=${STREET}&zoom=17&from=${'2'.repeat(5000)}`,
    'from',
    /期間/,
  ],
  ['a period turned over', `bbox=${STREET}&zoom=17&from=2026-12-02&to=2026-12-01`, 'to', /終わり/],
]

describe('street views refuse hostile input with a 400 in words', () => {
  it.each(cases)('%s', async (_name, query, field, message) => {
    const res = await call<{ error: string; message: string; field: string }>(
      'GET',
      `/api/map?${query}`,
    )
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.body.error).toBe('invalid_request')
    expect(res.body.field).toBe(field)
    expect(res.body.message).toMatch(message)
  })
})

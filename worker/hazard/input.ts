import { invalid } from '../lib/errors'

// The query of GET /api/hazard/point, checked by hand so a person reads which number is wrong.

const NUMBER = /^-?\d{1,3}(\.\d{1,15})?$/

function coordinate(raw: string | undefined, field: 'lat' | 'lng', limit: number, name: string) {
  if (!raw) throw invalid(field, `${name}（${field}）を指定してください。`)
  if (!NUMBER.test(raw)) throw invalid(field, `${name}（${field}）は数値で指定してください。`)
  const value = Number(raw)
  if (value < -limit || value > limit) {
    throw invalid(field, `${name}（${field}）は-${limit}〜${limit}の範囲で指定してください。`)
  }
  return value
}

/** `query` as Hono's `c.req.queries()` gives it: a parameter given twice is refused, not guessed. */
export function parsePointQuery(query: Record<string, string[]>): { lat: number; lng: number } {
  const single = (field: 'lat' | 'lng', name: string) => {
    const values = query[field] ?? []
    if (values.length > 1) throw invalid(field, `${name}（${field}）は1回だけ指定してください。`)
    return values[0]
  }
  return {
    lat: coordinate(single('lat', '緯度'), 'lat', 90, '緯度'),
    lng: coordinate(single('lng', '経度'), 'lng', 180, '経度'),
  }
}

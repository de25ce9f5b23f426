import { cityCandidates, type RomanPostalRow, romanizeAddress } from '../../src/shared/postal-roman'

// Addresses on the international sites, in the romaji of Japan Post's own data (the postal
// table's romanised columns, `npm run import:postal -- … --roman KEN_ALL_ROME.CSV`) and in
// English order, for every international language: that is what Japan Post publishes. An
// address no postal row matches stays the Japanese. One query per answer, however many places.

/** The romanised form of each address that has one, by the address as written. */
export async function romanizedAddresses(
  db: D1Database,
  addresses: readonly string[],
): Promise<Map<string, string>> {
  const written = [...new Set(addresses.filter((address) => address.trim()))]
  const cities = [...new Set(written.flatMap(cityCandidates))]
  const found = new Map<string, string>()
  if (cities.length === 0) return found
  const { results } = await db
    .prepare(
      `SELECT code, prefecture, city, town, prefecture_roman, city_roman, town_roman
       FROM postal_codes WHERE city IN (SELECT value FROM json_each(?1))
         AND city_roman IS NOT NULL`,
    )
    .bind(JSON.stringify(cities))
    .all<RomanPostalRow>()
  if (results.length === 0) return found
  for (const address of written) {
    const roman = romanizeAddress(address, results)
    if (roman) found.set(address, roman)
  }
  return found
}

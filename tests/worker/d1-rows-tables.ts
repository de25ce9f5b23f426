import type { D1Cost } from './d1-meter'

// What tests/worker/d1-rows.test.ts measured at each stage of its town, printed as tables: the
// figures behind its assertions, for docs/performance.md and the notes.

export type Figures = Map<string, { cost: D1Cost; items: number | null }>

/** The すべて chip's views (every event the town has held). */
export const ALL_TIME = (name: string) => name.startsWith('all-time')

export function logCostTables(
  names: string[],
  stages: Record<'small' | 'large' | 'ended' | 'dense' | 'denser' | 'years', Figures>,
) {
  const { small, large, ended, dense, denser, years } = stages
  const table = names.map((name) => {
    const [a, b] = [small.get(name), large.get(name)]
    return `${name.padEnd(34)} items ${String(a?.items ?? '-').padStart(4)}  statements ${a?.cost.statements}  rows read ${a?.cost.rowsRead} → ${b?.cost.rowsRead}  written ${a?.cost.rowsWritten}`
  })
  console.log(`D1 cost per request (1× → 5× data elsewhere):\n${table.join('\n')}`)
  const endedTable = names
    .filter((name) => name.includes(' view'))
    .map((name) => {
      const [a, b] = [large.get(name), ended.get(name)]
      return `${name.padEnd(34)} rows read ${a?.cost.rowsRead} → ${b?.cost.rowsRead}`
    })
  console.log(`Map views, then 200 ended events and coupons in them:\n${endedTable.join('\n')}`)
  const denseTable = names
    .filter((name) => name.includes(' view') || name.includes('period') || ALL_TIME(name))
    .map((name) => {
      const [a, b] = [dense.get(name), denser.get(name)]
      return `${name.padEnd(34)} items ${a?.items} → ${b?.items}  rows read ${a?.cost.rowsRead} → ${b?.cost.rowsRead}`
    })
  console.log(
    `Map views with 300, then 1,500 live events and coupons in the town view:\n${denseTable.join('\n')}`,
  )
  const yearsTable = names.filter(ALL_TIME).map((name) => {
    const counts = [large, ended, denser, years].map((figures) => {
      const figure = figures.get(name)
      return `${figure?.items} items ${figure?.cost.rowsRead} rows`
    })
    return `${name.padEnd(34)} ${counts.join(' → ')}`
  })
  console.log(
    `The すべて chip: the large town, +200 ended, +1,500 live, the 200 ended held 4 times more:\n${yearsTable.join('\n')}`,
  )
}

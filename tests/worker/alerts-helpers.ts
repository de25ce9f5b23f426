import { env } from 'cloudflare:test'
import { inject } from 'vitest'
import type { AreaCodes, FeedConfig } from '../../worker/alerts/config'
import { readAreaCodes } from '../../worker/alerts/config'

// Shared steps of the disaster mode tests: a channel of its own on the JMA feed stand-in
// (scripts/lib/jma-stand-in.mjs) per test, and the D1 rows the Worker wrote.

export const jmaOrigin = inject('jmaOrigin')

export interface Channel {
  base: string
  config: (codes?: string) => FeedConfig
  publish: (input: {
    feed: 'extra' | 'eqvol'
    type: string
    xml: string
    office?: string
    title?: string
  }) => Promise<{ link: string }>
  drill: (step: 'advisory' | 'warning' | 'danger' | 'lift') => Promise<{ link: string }>
  trouble: (input: Record<string, unknown>) => Promise<void>
  log: () => Promise<
    { path: string; ifNoneMatch: string | null; ifModifiedSince: string | null; status: number }[]
  >
}

/** The demo town's codes (熱海市), as wrangler.toml sets them. */
export const DEMO_CODES = 'city:2220500,quake:440,quake:2220500,tsunami:380'

export function channel(codes = DEMO_CODES): Channel {
  const base = `${jmaOrigin}/ch/${crypto.randomUUID()}/developer/xml/feed`
  const post = async (name: string, body: unknown) => {
    const res = await fetch(`${base}/__${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`stand-in ${name}: ${res.status} ${await res.text()}`)
    return res.status === 204 ? {} : ((await res.json()) as { link: string })
  }
  return {
    base,
    config: (override = codes) => ({
      base,
      codes: readAreaCodes(override) as AreaCodes,
      // The Worker's own limit (poller.ts, 10 s): a shorter one failed feeds that a busy machine
      // answered late. The test of a feed that never answers sets its own.
    }),
    publish: (input) => post('publish', input) as Promise<{ link: string }>,
    drill: (step) => post('drill', { step }) as Promise<{ link: string }>,
    trouble: async (input) => {
      await post('trouble', input)
    },
    log: async () =>
      (await (await fetch(`${base}/__log`)).json()) as Awaited<ReturnType<Channel['log']>>,
  }
}

export interface StoredAlert {
  id: string
  kind: string
  level: number
  status: string
  area_code: string
  lifted_at: string | null
  pushed_level: number
  report_at: string
}

/** Every alert row of an area and kind, oldest first. */
export async function alertsOf(kind: string, areaCode: string): Promise<StoredAlert[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM alerts WHERE kind = ?1 AND area_code = ?2 ORDER BY issued_at, rowid',
  )
    .bind(kind, areaCode)
    .all<StoredAlert>()
  return results
}

export async function reportOutcome(entryPrefix: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT outcome FROM alert_reports WHERE entry_id = ?1 OR (entry_id > ?1 || '#' AND entry_id < ?1 || '$') ORDER BY entry_id",
  )
    .bind(entryPrefix)
    .all<{ outcome: string }>()
  return results.map((row) => row.outcome)
}

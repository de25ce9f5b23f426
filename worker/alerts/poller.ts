import { applyReport, expireEarthquakes, type ReportInput, recordReport } from './apply-report'
import { type FeedConfig, officeCodes } from './config'
import { officeOfDataUrl, parseFeed } from './feed'
import { watchFeedHealth } from './feed-health'
import { readCapped } from './http'
import { queuePendingPushes } from './push'
import { forgetAlertMemo } from './state'
import { isSuperseded, noteNamedAreas } from './telegram-areas'
import { type Feed, parseTelegram, rowFor, typeOfDataUrl } from './telegrams'

// The Cron Trigger's JMA reader: each minute, each feed once, with a conditional request
// (If-None-Match / If-Modified-Since from alert_feeds), as JMA asks of PULL users. A failure
// (network, timeout, 429, 5xx, a feed that does not parse) backs that feed off: one minute, then
// doubling up to 30, or the server's Retry-After. Only entries of the telegram types the town
// handles, from the town’s weather office (JMA’s area table, config.ts) or JMA (earthquakes, tsunami), are fetched.

const FEEDS: readonly Feed[] = ['extra', 'eqvol']
const TIMEOUT_MS = 10_000
const MAX_FEED_BYTES = 4 * 1024 * 1024
const MAX_TELEGRAM_BYTES = 2 * 1024 * 1024
/** Telegrams fetched per feed and poll: the rest wait for the next minute (subrequest limits). */
const MAX_TELEGRAMS = 20
const MAX_BACKOFF_MINUTES = 30

interface FeedState {
  url: string
  etag: string | null
  last_modified: string | null
  failures: number
  retry_after: string | null
}

export interface FeedOutcome {
  url: string
  result: 'fresh' | 'not_modified' | 'backing_off' | 'failed'
  status?: number
  fetched?: number
}

export interface PollSummary {
  feeds: FeedOutcome[]
  applied: number
  pushed: number
}

async function feedState(db: D1Database, url: string): Promise<FeedState | null> {
  return db.prepare('SELECT * FROM alert_feeds WHERE url = ?1').bind(url).first<FeedState>()
}

async function backOff(db: D1Database, url: string, now: number, retryAfter: string | null) {
  const state = await feedState(db, url)
  const failures = (state?.failures ?? 0) + 1
  const seconds = retryAfter && /^\d{1,6}$/.test(retryAfter) ? Number(retryAfter) : null
  const minutes = Math.min(2 ** (failures - 1), MAX_BACKOFF_MINUTES)
  const until = new Date(now + (seconds ?? minutes * 60) * 1000).toISOString()
  await db
    .prepare(
      `INSERT INTO alert_feeds (url, failures, retry_after) VALUES (?1, ?2, ?3)
       ON CONFLICT (url) DO UPDATE SET failures = ?2, retry_after = ?3`,
    )
    .bind(url, failures, until)
    .run()
}

async function fetchWithTimeout(
  url: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
) {
  return fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
}

/** Reads one feed; returns the outcome and whether its validators may be kept. */
async function pollFeed(
  env: Env,
  config: FeedConfig,
  feed: Feed,
  now: number,
  counts: { applied: number },
  force: boolean,
): Promise<FeedOutcome> {
  const url = `${config.base}/${feed}.xml`
  const state = await feedState(env.DB, url)
  // A drill reads at once, whatever the back-off says: staff are waiting for it.
  if (!force && state?.retry_after && Date.parse(state.retry_after) > now) {
    return { url, result: 'backing_off' }
  }
  const headers: Record<string, string> = {}
  if (state?.etag) headers['if-none-match'] = state.etag
  if (state?.last_modified) headers['if-modified-since'] = state.last_modified
  let res: Response
  try {
    res = await fetchWithTimeout(url, config.timeoutMs ?? TIMEOUT_MS, headers)
  } catch (err) {
    console.warn(`alerts: ${url} unreachable`, err)
    await backOff(env.DB, url, now, null)
    return { url, result: 'failed' }
  }
  const checkedAt = new Date(now).toISOString()
  if (res.status === 304) {
    await res.body?.cancel()
    await env.DB.prepare(
      `INSERT INTO alert_feeds (url, checked_at) VALUES (?1, ?2)
       ON CONFLICT (url) DO UPDATE SET checked_at = ?2, failures = 0, retry_after = NULL`,
    )
      .bind(url, checkedAt)
      .run()
    return { url, result: 'not_modified', status: 304 }
  }
  const body = res.ok ? await readCapped(res, MAX_FEED_BYTES) : null
  if (!res.ok) await res.body?.cancel()
  const entries = body === null ? null : parseFeed(body)
  if (!entries) {
    console.warn(`alerts: ${url} answered ${res.status}${res.ok ? ' with no readable feed' : ''}`)
    await backOff(env.DB, url, now, res.headers.get('retry-after'))
    return { url, result: 'failed', status: res.status }
  }
  const { complete, fetched } = await readEntries(env, config, feed, entries, counts)
  // Validators are kept only when every wanted telegram was read: otherwise the next poll must
  // see the feed again (a 304 would hide the entries still to read).
  await env.DB.prepare(
    `INSERT INTO alert_feeds (url, etag, last_modified, checked_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (url) DO UPDATE SET etag = ?2, last_modified = ?3, checked_at = ?4,
       failures = 0, retry_after = NULL`,
  )
    .bind(
      url,
      complete ? res.headers.get('etag') : null,
      complete ? res.headers.get('last-modified') : null,
      checkedAt,
    )
    .run()
  return { url, result: 'fresh', status: res.status, fetched }
}

async function seen(db: D1Database, entryId: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM alert_reports
       WHERE entry_id = ?1 OR (entry_id > ?1 || '#' AND entry_id < ?1 || '$') LIMIT 1`,
    )
    .bind(entryId)
    .first<{ hit: number }>()
  return row !== null
}

async function readEntries(
  env: Env,
  config: FeedConfig,
  feed: Feed,
  entries: { id: string; link: string; updated: string }[],
  counts: { applied: number },
): Promise<{ complete: boolean; fetched: number }> {
  const offices = officeCodes(config.codes)
  const origin = new URL(config.base).origin
  const wanted = entries
    .filter((entry) => {
      const type = typeOfDataUrl(entry.link)
      const row = type ? rowFor(type) : undefined
      if (!row || row.feed !== feed) return false
      // A telegram is fetched only from the feed's own host: a feed cannot send the Worker anywhere.
      if (!URL.canParse(entry.link) || new URL(entry.link).origin !== origin) return false
      return row.scope !== 'city' || offices.includes(officeOfDataUrl(entry.link) ?? '')
    })
    // Oldest first, so the warnings move in the order JMA issued them.
    .sort((a, b) => a.updated.localeCompare(b.updated))
  let complete = true
  let fetched = 0
  for (const entry of wanted) {
    if (await seen(env.DB, entry.id)) continue
    if (fetched >= MAX_TELEGRAMS) {
      complete = false
      break
    }
    fetched += 1
    const ok = await readTelegram(env, config, entry, counts)
    if (!ok) complete = false
  }
  return { complete, fetched }
}

/** Fetches and applies one telegram; false when it could not be fetched (read again later). */
async function readTelegram(
  env: Env,
  config: FeedConfig,
  entry: { id: string; link: string },
  counts: { applied: number },
): Promise<boolean> {
  const type = typeOfDataUrl(entry.link) as string
  const row = rowFor(type)
  if (!row) return true
  let source: string | null
  try {
    const res = await fetchWithTimeout(entry.link, config.timeoutMs ?? TIMEOUT_MS)
    if (!res.ok) {
      await res.body?.cancel()
      console.warn(`alerts: telegram ${entry.link} answered ${res.status}`)
      return false
    }
    source = await readCapped(res, MAX_TELEGRAM_BYTES)
  } catch (err) {
    console.warn(`alerts: telegram ${entry.link} unreachable`, err)
    return false
  }
  const nothing = { kind: type, status: '', level: 0, eventId: '', serial: 0, reportAt: '' }
  const telegram = source === null ? null : parseTelegram(source, row, type, config.codes)
  if (!telegram) {
    console.warn(`alerts: malformed telegram ${entry.link}`)
    await recordReport(env.DB, entry.id, nothing, 'malformed')
    return true
  }
  const facts = {
    ...nothing,
    eventId: telegram.eventId,
    serial: telegram.serial,
    reportAt: telegram.reportAt,
  }
  if (telegram.controlStatus !== '通常') {
    await recordReport(env.DB, entry.id, { ...facts, status: telegram.controlStatus }, 'ignored')
    return true
  }
  if (telegram.reports.length === 0) {
    await recordReport(env.DB, entry.id, { ...facts, status: telegram.infoType }, 'other_area')
    return true
  }
  if (await isSuperseded(env.DB, row, config.codes[row.scope])) {
    for (const report of telegram.reports) {
      const said = { ...facts, kind: report.kind, status: telegram.infoType, level: report.level }
      await recordReport(env.DB, `${entry.id}#${report.areaCode}`, said, 'superseded')
    }
    return true
  }
  for (const report of telegram.reports) {
    const input: ReportInput = {
      ...report,
      entryId: `${entry.id}#${report.areaCode}`,
      telegramType: type,
      eventId: telegram.eventId,
      serial: telegram.serial,
      reportAt: telegram.reportAt,
      sentAt: telegram.sentAt,
      headline: report.headline ?? telegram.headline,
      cancel: telegram.infoType === '取消',
    }
    const applied = await applyReport(env.DB, input)
    if (applied.outcome === 'applied') {
      counts.applied += 1
      forgetAlertMemo()
    }
  }
  await noteNamedAreas(
    env.DB,
    type,
    telegram.reports.map((report) => report.areaCode),
  )
  return true
}

/** One poll of every feed, then the pushes it calls for. */
export async function pollFeeds(
  env: Env,
  config: FeedConfig,
  now = Date.now(),
  options: { force?: boolean } = {},
): Promise<PollSummary> {
  const counts = { applied: 0 }
  const feeds: FeedOutcome[] = []
  for (const feed of FEEDS)
    feeds.push(await pollFeed(env, config, feed, now, counts, options.force ?? false))
  await expireEarthquakes(env.DB, now)
  await watchFeedHealth(env, config.base, now).catch((err: unknown) => {
    console.error('alerts: feed health not checked', err)
  })
  const pushed = await queuePendingPushes(env)
  return { feeds, applied: counts.applied, pushed }
}

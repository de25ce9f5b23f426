import { pathTo } from './links'
// The URL a stamp rally QR code holds, built by the Worker and read back by the SPA's scanner:
// /app/stamprally/<rally>/checkin?spot=<spot>&t=<rotating token> (staffed spots) or &c=<code>
// (printed spots). It is an ordinary page of the app, so the phone's own camera app opens it too.

export interface CheckinLink {
  rallyId: number
  spotId: number
  token: string | null
  code: string | null
  /** A pass the app obtained for a token before sending the visitor to log in. */
  pass: string | null
}

const ID = /^[1-9]\d{0,15}$/
/** Tokens are base64url; codes are what an organizer prints (letters, digits, hyphens). */
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/
const CODE = /^[A-Za-z0-9-]{4,40}$/
const PASS = /^\d{1,12}\.[A-Za-z0-9_-]{22}$/

export function checkinPath(
  rallyId: number,
  spotId: number,
  secret: { token: string } | { code: string },
): string {
  const query = 'token' in secret ? { t: secret.token } : { c: secret.code }
  return pathTo('/app/stamprally/:id/checkin', { id: rallyId }, { spot: spotId, ...query })
}

/** The check-in a scanned text names, or null when it is not one of our rally codes. */
export function parseCheckinLink(text: string): CheckinLink | null {
  let url: URL
  try {
    url = new URL(text.trim(), 'https://placeholder.invalid')
  } catch {
    return null
  }
  const match = /^\/app\/stamprally\/([^/]+)\/checkin\/?$/.exec(url.pathname)
  if (!match) return null
  return parseCheckinQuery(match[1] ?? '', url.searchParams)
}

/** The check-in of a rally page's path segment and query, or null when malformed. */
export function parseCheckinQuery(
  rallySegment: string,
  query: URLSearchParams,
): CheckinLink | null {
  const spot = query.get('spot') ?? ''
  if (!ID.test(rallySegment) || !ID.test(spot)) return null
  const token = query.get('t')
  const code = query.get('c')
  const pass = query.get('p')
  const base = {
    rallyId: Number(rallySegment),
    spotId: Number(spot),
    token: null,
    code: null,
    pass: null,
  }
  if (pass !== null && PASS.test(pass)) return { ...base, pass }
  if (token !== null && TOKEN.test(token)) return { ...base, token }
  if (code !== null && CODE.test(code)) return { ...base, code }
  return null
}

/** The rally's state at `now` on the server's clock: before, during or after its period. */
export function rallyStatusAt(
  rally: { starts_at: string; ends_at: string },
  now: number,
): 'running' | 'upcoming' | 'ended' {
  if (now < Date.parse(rally.starts_at)) return 'upcoming'
  if (now > Date.parse(rally.ends_at)) return 'ended'
  return 'running'
}

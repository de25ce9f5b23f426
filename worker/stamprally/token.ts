import { base64url, sha256Hex } from '../lib/crypto'

// The rotating QR code of a staffed spot: an HMAC-SHA256 (WebCrypto) of the rally, the spot and
// the 30-second window the server's clock is in, keyed by the spot's own secret. The code of the
// current window and of the one before it are accepted (a code shown at 12:00:29 still works when
// scanned at 12:00:31); anything older, forged or made for another spot is refused. Only the
// server holds the secrets, so a screenshot is worth one minute at most.

export const QR_WINDOW_SECONDS = 30
const WINDOW_MS = QR_WINDOW_SECONDS * 1000
/** 128 bits of the MAC: short enough for a small QR code, far beyond guessing. */
const TOKEN_BYTES = 16

const encoder = new TextEncoder()

export const windowAt = (nowMs: number) => Math.floor(nowMs / WINDOW_MS)
export const windowEnd = (window: number) => (window + 1) * WINDOW_MS

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
}

/** The HMAC-SHA256 of `message` under the spot's secret, cut to TOKEN_BYTES, base64url. */
async function shortMac(secret: string, message: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message))
  return base64url(new Uint8Array(mac).slice(0, TOKEN_BYTES))
}

/** The token a staffed spot shows during `window`. */
export async function rotatingToken(
  secret: string,
  rallyId: number,
  spotId: number,
  window: number,
): Promise<string> {
  return shortMac(secret, `rally:${rallyId}:spot:${spotId}:w:${window}`)
}

/** Compares two strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** True when `token` is this spot's code for the window of `nowMs` or the one before. */
export async function verifyRotatingToken(
  secret: string,
  rallyId: number,
  spotId: number,
  token: string,
  nowMs: number,
): Promise<boolean> {
  const current = windowAt(nowMs)
  const [now, previous] = await Promise.all([
    rotatingToken(secret, rallyId, spotId, current),
    rotatingToken(secret, rallyId, spotId, current - 1),
  ])
  // Both compared, always: the answer's timing says nothing about which window matched.
  const matchesNow = sameText(token, now)
  const matchesPrevious = sameText(token, previous)
  return matchesNow || matchesPrevious
}

/** A new spot's HMAC key: 32 random bytes as hex. */
export function newSpotSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A printed spot's code: 10 characters people can type (no 0/O, 1/I/L), grouped 5-5. */
export function newPrintedCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** What rally_spots.code_hash holds for a printed code: SHA-256 of its upper-case form. */
export const printedCodeHash = (code: string) => sha256Hex(code.trim().toUpperCase())

// A pass carries a scan through the login page: whoever opens a staffed spot's QR URL logged out
// trades the rotating token (while it is still valid) for a pass bound to the same rally and
// spot that lasts 10 minutes, and checks in with it after logging in. Without it, a login longer
// than the QR code's minute would lose the scan.

/** Windows a pass lasts: 20 × 30 s = 10 minutes. */
export const PASS_WINDOWS = 20

/** `<last window>.<MAC>`: the window is in the clear so the server knows which to check. */
export async function checkinPass(
  secret: string,
  rallyId: number,
  spotId: number,
  lastWindow: number,
): Promise<string> {
  return `${lastWindow}.${await shortMac(secret, `pass:rally:${rallyId}:spot:${spotId}:until:${lastWindow}`)}`
}

/** True for this spot's pass while its last window has not ended. */
export async function verifyCheckinPass(
  secret: string,
  rallyId: number,
  spotId: number,
  pass: string,
  nowMs: number,
): Promise<boolean> {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{22}$/.exec(pass)
  if (!match) return false
  const lastWindow = Number(match[1])
  if (windowAt(nowMs) > lastWindow || lastWindow > windowAt(nowMs) + PASS_WINDOWS) return false
  return sameText(pass, await checkinPass(secret, rallyId, spotId, lastWindow))
}

import { scrypt, timingSafeEqual } from 'node:crypto'
import { base64url, fromBase64 } from '../lib/crypto'

// Passwords are stored as `scrypt$N$r$p$<salt base64>$<hash base64>` (the demo data uses the same
// format). N=2^14, r=8, p=5 is one of OWASP's listed scrypt settings and stays within the Workers
// memory limit (128·N·r = 16 MiB). workerd implements node:crypto scrypt natively (nodejs_compat).
const N = 16384
const R = 8
const P = 5
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(
  password: string,
  salt: Uint8Array,
  params: { n: number; r: number; p: number; keyLength: number },
) {
  return new Promise<Uint8Array>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      params.keyLength,
      { N: params.n, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(new Uint8Array(key))),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, { n: N, r: R, p: P, keyLength: KEY_LENGTH })
  return ['scrypt', N, R, P, toBase64(salt), toBase64(hash)].join('$')
}

/**
 * True when `password` matches `stored`. Hashes of an unknown format never match. The comparison
 * is constant-time; callers run `burnPasswordCheck()` when there is no hash at all, so an unknown
 * email costs as much time as a wrong password.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const actual = await derive(password, parsed.salt, {
    n: parsed.n,
    r: parsed.r,
    p: parsed.p,
    keyLength: parsed.hash.length,
  })
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash)
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES)
/** Spends the same work as a real check (see verifyPassword). */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, { n: N, r: R, p: P, keyLength: KEY_LENGTH })
}

function parseHash(stored: string) {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [n, r, p] = parts.slice(1, 4).map(Number)
  // Only parameters we could have written (or stronger ones within the memory limit).
  if (!n || !r || !p || n < 2 || (n & (n - 1)) !== 0 || 128 * n * r > 64 * 1024 * 1024) return null
  if (p > 16) return null
  try {
    const salt = fromBase64(parts[4] ?? '')
    const hash = fromBase64(parts[5] ?? '')
    if (salt.length < 8 || hash.length < 32) return null
    return { n, r, p, salt, hash }
  } catch {
    return null
  }
}

/** Standard base64 with padding, as in the demo data. */
function toBase64(bytes: Uint8Array): string {
  const url = base64url(bytes).replace(/-/g, '+').replace(/_/g, '/')
  return url + '='.repeat((4 - (url.length % 4)) % 4)
}

import { createHash } from 'node:crypto'
import { siteUrl } from './browser'
import { queryLocalD1Surely } from './d1'
import { sql } from './edge-fixtures'

// Rows a file makes for itself, so that what it changes (a like, a stamp, a coupon's use) is
// never a row another file reads: e2e files run side by side on one database (town-lock.ts).

/** The demo accounts' password: the accounts made here copy their stored hash. */
export const OWN_PASSWORD = 'jimoto-demo-2026'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A verified resident of the test's own, with the demo password. */
export async function ownAccount(label: string, name: string) {
  const email = `${label}-${unique()}@e2e.jimoto.example`
  // Tried again when the Worker is writing at that moment (the database is busy).
  const [row] = await queryLocalD1Surely<{ id: number }>(
    `INSERT INTO users (email, email_verified, password_hash, name)
     SELECT ${sql(email)}, 1, password_hash, ${sql(name)} FROM users
     WHERE email = 'hanako@demo.jimoto.example' RETURNING id`,
  )
  if (!row) throw new Error('the demo accounts are missing')
  return { id: row.id, email }
}

/**
 * A session for `email`, from the API as the app gets it. Each account signs in from an address
 * of its own (TEST-NET-2): logins are limited per address, and the files running side by side
 * would otherwise share one.
 */
export async function sessionOf(email: string): Promise<string> {
  const url = new URL(siteUrl())
  const octet = (createHash('sha256').update(email).digest()[0] ?? 0) + 1
  const res = await fetch(`http://127.0.0.1:${url.port}/auth/login`, {
    method: 'POST',
    headers: {
      host: url.host,
      'content-type': 'application/json',
      'cf-connecting-ip': `198.51.100.${Math.min(octet, 254)}`,
    },
    body: JSON.stringify({ email, password: OWN_PASSWORD }),
  })
  if (!res.ok) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** A post of `token`'s account, written through the API as the app does; its id. */
export async function ownPost(token: string, data: Record<string, unknown>): Promise<number> {
  const url = new URL(siteUrl())
  const form = new FormData()
  form.append('data', JSON.stringify({ kind: 'post', ...data }))
  const res = await fetch(`http://127.0.0.1:${url.port}/api/posts`, {
    method: 'POST',
    headers: { host: url.host, authorization: `Bearer ${token}` },
    body: form,
  })
  if (res.status !== 201) throw new Error(`new post: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { id: number }).id
}

import { env } from 'cloudflare:workers'
import { type JsonResponse, readAnswer, request } from './helpers'

// Shared steps of the posts/media worker tests. Requests go through the Worker's HTTP surface;
// D1 and R2 are read directly only to prove what was (not) written. Each test file starts from an
// empty migrated D1 and inserts its own rows in the shape of the demo data.

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: {
    token?: string
    json?: unknown
    form?: FormData
    body?: BodyInit
    headers?: Record<string, string>
  } = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined = options.body
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  } else if (options.form) {
    body = options.form
  }
  const res = await request(path, { method, headers, body })
  return readAnswer<T>(res)
}

let userCounter = 0

/**
 * The stored form of the password `jimoto-test-2026` (scrypt$N$r$p$salt$hash, the accounts code's
 * format, fixed salt so it can be a constant). Its cost is N=1024, r=8, p=1, 1/80 of what
 * registration writes: the login reads the cost from the stored hash (worker/accounts/password.ts),
 * so these users sign in through the real check in 4 ms instead of 250, and the hundreds of tests
 * that only need someone signed in do not spend minutes of CPU on scrypt. The production cost is
 * what auth-accounts and auth-password test, with accounts made through /auth/register.
 */
const TEST_PASSWORD = 'jimoto-test-2026'
const TEST_PASSWORD_HASH =
  'scrypt$1024$8$1$AjBfTaj2JZtZ5xPiPmM9Iw==$ggeWGhaVqwl3qsh+u6923zukSjRZgqlIMixP2J0h+ACGjH2kmqSZg+iMutFczq1tLKTcoCC4xDnyz+f1qUTb5A=='

export interface SignedIn {
  id: number
  token: string
}

/**
 * A verified user with a password, signed in through the real POST /auth/login. Each login comes
 * from its own address so the login rate limits of one test never touch another.
 */
export async function signIn(name?: string): Promise<SignedIn> {
  userCounter += 1
  const email = `member${userCounter}-${crypto.randomUUID()}@test.jimoto.example`
  await env.DB.prepare(
    `INSERT INTO users (email, email_verified, password_hash, name) VALUES (?1, 1, ?2, ?3)`,
  )
    .bind(email, TEST_PASSWORD_HASH, name ?? `会員${userCounter}`)
    .run()
  const res = await call<{ token: string; user: { id: number } }>('POST', '/auth/login', {
    json: { email, password: TEST_PASSWORD },
    headers: { 'cf-connecting-ip': `198.18.${(userCounter >> 8) & 255}.${userCounter & 255}` },
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { id: res.body.user.id, token: res.body.token }
}

/** `count` people, each signed in with their own session (a real login each), named `${prefix}0`, `${prefix}1`, … */
export async function signInMany(count: number, prefix: string): Promise<SignedIn[]> {
  const people: SignedIn[] = []
  for (let i = 0; i < count; i++) people.push(await signIn(`${prefix}${i}`))
  return people
}

/** A signed-in user (signIn) given the admin role. */
export async function signInAdmin(name: string): Promise<SignedIn> {
  const admin = await signIn(name)
  await makeAdmin(admin.id)
  return admin
}

/** Gives an existing user the admin role, as an operator would in D1. */
export async function makeAdmin(userId: number) {
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(userId).run()
}

/** A user row as the accounts code writes it (no password: these users never log in). */
export async function insertUser(
  fields: { name?: string; status?: 'active' | 'hidden' | 'deleted'; avatar_url?: string } = {},
): Promise<number> {
  userCounter += 1
  const row = await env.DB.prepare(
    `INSERT INTO users (email, email_verified, name, bio, website, avatar_url, status)
     VALUES (?1, 1, ?2, ?3, '', ?4, ?5) RETURNING id`,
  )
    .bind(
      `user${userCounter}-${crypto.randomUUID()}@test.jimoto.example`,
      fields.name ?? `住民${userCounter}`,
      'みなと町に住んでいます。',
      fields.avatar_url ?? null,
      fields.status ?? 'active',
    )
    .first<{ id: number }>()
  if (!row) throw new Error('user insert returned nothing')
  return row.id
}

export interface PostFields {
  user_id: number
  kind?: 'post' | 'event' | 'coupon'
  title?: string | null
  body?: string
  tags?: string[]
  visibility?: 'public' | 'hidden' | 'deleted'
  venue_id?: number | null
  place_name?: string | null
  starts_at?: string | null
  ends_at?: string | null
  coupon_offer?: string | null
}

/** A post row as the demo seed writes it. */
export async function insertPost(fields: PostFields): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO posts (user_id, kind, title, body, tags_json, visibility, venue_id, place_name,
       starts_at, ends_at, coupon_offer)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id`,
  )
    .bind(
      fields.user_id,
      fields.kind ?? 'post',
      fields.title ?? null,
      fields.body ?? 'みなと町の朝市に行ってきました。',
      JSON.stringify(fields.tags ?? []),
      fields.visibility ?? 'public',
      fields.venue_id ?? null,
      fields.place_name ?? null,
      fields.starts_at ?? null,
      fields.ends_at ?? null,
      fields.coupon_offer ?? null,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('post insert returned nothing')
  return row.id
}

export async function insertVenue(name: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO venues (kind, name, address, lat, lng) VALUES ('venue', ?1, '静岡県賀茂郡みなと町', 34.98, 139.08)
     RETURNING id`,
  )
    .bind(name)
    .first<{ id: number }>()
  if (!row) throw new Error('venue insert returned nothing')
  return row.id
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Every R2 key under a prefix. */
export async function r2Keys(prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor: string | undefined
  do {
    const page = await env.MEDIA.list({ prefix, cursor })
    keys.push(...page.objects.map((object) => object.key))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return keys
}

/** The bytes of a fixture imported with `?inline` (a data: URL). */
export function bytesOf(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((n, part) => n + part.length, 0)
  const out = new Uint8Array(size)
  new DataView(out.buffer).setUint32(0, size)
  out.set(new TextEncoder().encode(type), 4)
  let offset = 8
  for (const part of payload) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const u32 = (n: number) => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n)
  return out
}
const ascii = (text: string) => new TextEncoder().encode(text)

/**
 * A HEIF container the way phones write one (ftyp heic, meta → iprp → ipco → ispe with the
 * picture size) around a dummy HEVC payload: enough to be recognized and measured, not decoded.
 */
export function heicContainer(width: number, height: number): Uint8Array {
  const version = new Uint8Array(4)
  const u16 = (n: number) => new Uint8Array([n >> 8, n & 0xff])
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1heic'))
  const hdlr = box('hdlr', version, u32(0), ascii('pict'), new Uint8Array(13))
  const pitm = box('pitm', version, u16(1))
  const infe = box('infe', new Uint8Array([2, 0, 0, 0]), u16(1), u16(0), ascii('hvc1\0'))
  const iinf = box('iinf', version, u16(1), infe)
  const ispe = box('ispe', version, u32(width), u32(height))
  // An HEVC decoder configuration without parameter sets: the codec is what a phone writes.
  const hvcConfig = new Uint8Array(23)
  hvcConfig[0] = 1
  hvcConfig[21] = 0x0f
  const hvcC = box('hvcC', hvcConfig)
  const ipma = box('ipma', version, u32(1), u16(1), new Uint8Array([2, 0x81, 0x82]))
  const iprp = box('iprp', box('ipco', ispe, hvcC), ipma)
  const payload = new Uint8Array(256).fill(0x5a)
  // iloc: the item's bytes are the mdat payload; its offset depends on the sizes before it.
  const iloc = (offset: number) =>
    box(
      'iloc',
      version,
      new Uint8Array([0x44, 0]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(payload.length),
    )
  const metaOf = (offset: number) => box('meta', version, hdlr, pitm, iloc(offset), iinf, iprp)
  const meta = metaOf(ftyp.length + metaOf(0).length + 8)
  const mdat = box('mdat', payload)
  const out = new Uint8Array(ftyp.length + meta.length + mdat.length)
  out.set(ftyp, 0)
  out.set(meta, ftyp.length)
  out.set(mdat, ftyp.length + meta.length)
  return out
}

export interface PhotoFile {
  bytes: Uint8Array
  /** What the client claims; the server must not care. */
  name?: string
  type?: string
}

/** A multipart upload as the SPA sends it: `data` JSON, `photos` files, `alts` in order. */
export function postForm(data: unknown, photos: PhotoFile[] = [], alts: string[] = []): FormData {
  const form = new FormData()
  form.set('data', JSON.stringify(data))
  for (const photo of photos) {
    form.append(
      'photos',
      new File([photo.bytes], photo.name ?? 'photo.jpg', { type: photo.type ?? 'image/jpeg' }),
    )
  }
  for (const alt of alts) form.append('alts', alt)
  return form
}

/** GET a path and return the bytes (for /media/...). */
export async function fetchBytes(
  path: string,
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const res = await request(path)
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  }
}

let photoCounter = 0

/**
 * A PNG no other test uploads (photos are content-addressed, so tests that check files being
 * deleted need files of their own): a fixture resized to a size used nowhere else.
 */
export async function uniquePhoto(fixture: Uint8Array): Promise<Uint8Array> {
  return await resizedCopy(fixture, 100, 50, 'image/png')
}

/**
 * The same, but as large as a phone's photo (a JPEG of about 2,200 × 1,100), so the pipeline
 * stores it in all four sizes.
 */
export async function uniqueLargePhoto(fixture: Uint8Array): Promise<Uint8Array> {
  return await resizedCopy(fixture, 2200, 1100, 'image/jpeg')
}

async function resizedCopy(
  fixture: Uint8Array,
  width: number,
  height: number,
  format: 'image/png' | 'image/jpeg',
): Promise<Uint8Array> {
  photoCounter += 1
  const result = await env.IMAGES.input(new Blob([fixture]).stream())
    .transform({ width: width + photoCounter, height, fit: 'squeeze' })
    .output({ format })
  return new Uint8Array(await result.response().arrayBuffer())
}

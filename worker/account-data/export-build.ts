import { readCatalogue } from './catalogue'
import { exportReadme } from './export-readme'
import { type ZipEntry, zipStore } from './zip'

// The data download (docs/product.md "Downloading one's data"): one JSON file per table of the
// catalogue (every row naming the person, whether they own it or did it), the account itself,
// the photos of their posts and their avatar, and a README in Japanese saying what each file is.

/** Values that would let someone into the account (or a device) if the file leaked. */
const SECRET_COLUMN = /hash|secret|password|^token$|_token$/i
const WITHHELD = '（安全のため省略）'

function redacted(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    out[key] = SECRET_COLUMN.test(key) && value !== null ? WITHHELD : value
  }
  return out
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`)

/** Every catalogue table's rows about `userId`, each as `data/<table>.json` (empty lists too). */
async function tableEntries(db: D1Database, userId: number): Promise<ZipEntry[]> {
  const catalogue = await readCatalogue(db)
  const statements = catalogue.map((entry) => {
    const conditions = entry.columns.map((column) => `"${column.column}" = ?1`)
    if (entry.userSubject) conditions.push(`(subject_kind = 'user' AND subject_id = ?1)`)
    return db
      .prepare(`SELECT * FROM "${entry.table}" WHERE ${conditions.join(' OR ')}`)
      .bind(userId)
  })
  const results = await db.batch<Record<string, unknown>>(statements)
  return catalogue.map((entry, i) => ({
    name: `data/${entry.table}.json`,
    bytes: json((results[i]?.results ?? []).map(redacted)),
  }))
}

async function objectBytes(bucket: R2Bucket, key: string): Promise<Uint8Array | null> {
  const object = await bucket.get(key)
  return object ? new Uint8Array(await object.arrayBuffer()) : null
}

/** The photos of the person's posts (display size) and their avatar, as JPEG files. */
async function photoEntries(env: Env, userId: number): Promise<ZipEntry[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.post_id, m.position, m.key FROM post_media m JOIN posts p ON p.id = m.post_id
     WHERE p.user_id = ?1 ORDER BY m.post_id, m.position`,
  )
    .bind(userId)
    .all<{ post_id: number; position: number; key: string }>()
  const entries: ZipEntry[] = []
  for (const photo of results) {
    const bytes = await objectBytes(env.MEDIA, photo.key)
    if (bytes)
      entries.push({ name: `photos/post-${photo.post_id}-${photo.position + 1}.jpg`, bytes })
  }
  const avatar = await env.DB.prepare(
    `SELECT substr(avatar_url, 8) AS key FROM users WHERE id = ?1 AND avatar_url LIKE '/media/%'`,
  )
    .bind(userId)
    .first<{ key: string }>()
  const avatarBytes = avatar ? await objectBytes(env.MEDIA, avatar.key) : null
  if (avatarBytes) entries.push({ name: 'photos/avatar.jpg', bytes: avatarBytes })
  return entries
}

/** The whole ZIP of `userId`'s data, as of `at`. */
export async function buildExport(env: Env, userId: number, at: Date): Promise<Uint8Array> {
  const account = await env.DB.prepare('SELECT * FROM users WHERE id = ?1')
    .bind(userId)
    .first<Record<string, unknown>>()
  const tables = await tableEntries(env.DB, userId)
  const photos = await photoEntries(env, userId)
  const readme = exportReadme(
    at,
    tables.map((entry) => entry.name),
    photos.length,
  )
  return zipStore(
    [
      { name: 'README.txt', bytes: new TextEncoder().encode(readme) },
      { name: 'account.json', bytes: json(account ? redacted(account) : null) },
      ...tables,
      ...photos,
    ],
    at,
  )
}

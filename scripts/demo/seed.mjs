/**
 * Loads the みなと町 demo data (data.mjs) into the local D1 and the demo images into the local R2.
 *
 * Idempotent: every row has a fixed key and goes in with INSERT OR IGNORE, all in one D1 batch
 * (atomic, together with the thumbnail upgrade of older demo rows), and an image is uploaded only
 * when R2 does not have its key yet. Run it after the
 * migrations (scripts/lib/stack.mjs does both); run it directly to seed the default local state:
 *
 *   npx node scripts/demo/seed.mjs [persistTo]      # persistTo defaults to <repo>/.wrangler/state
 *
 * It writes through the state's own bindings (scripts/lib/local-bindings.mjs).
 */
import { createHash, scrypt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { importPostalRows, readPostalFile } from '../import-postal.mjs'
import { describeImport, importShelterFile } from '../import-shelters.mjs'
import { openLocalBindings } from '../lib/local-bindings.mjs'
import {
  avatarNames,
  DEMO_PASSWORD,
  images,
  postPhotoNames,
  smallKey,
  smallPhotoNames,
  tables,
  thumbKey,
} from './data.mjs'
import { describeRally } from './data-culture.mjs'
import { restaurants, shelters, venues } from './data-places.mjs'
import { shelterTranslationRows } from './translations-shelters.mjs'

const scryptAsync = promisify(scrypt)
const here = new URL('.', import.meta.url).pathname

/**
 * The Worker's password format: scrypt$N$r$p$<salt b64>$<hash b64>, 64-byte key. The salt is
 * derived from the email so the demo hashes are reproducible (these are published demo passwords).
 */
async function passwordHash(email) {
  const salt = createHash('sha256').update(`jimoto-demo-salt:${email}`).digest().subarray(0, 16)
  const key = await scryptAsync(DEMO_PASSWORD, salt, 64, {
    N: 16384,
    r: 8,
    p: 5,
    maxmem: 64 * 1024 * 1024,
  })
  return `scrypt$16384$8$5$${salt.toString('base64')}$${key.toString('base64')}`
}

/**
 * INSERT OR IGNORE statements for one table, several rows each: every prepare() crosses the proxy,
 * so fewer statements are much faster. D1 allows at most 100 bound parameters per statement.
 */
function inserts(db, table, rows) {
  if (!rows.length) return []
  const cols = Object.keys(rows[0])
  const perStatement = Math.max(1, Math.floor(100 / cols.length))
  const tuple = `(${cols.map(() => '?').join(', ')})`
  const statements = []
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement)
    const sql = `INSERT OR IGNORE INTO ${table} (${cols.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`
    statements.push(db.prepare(sql).bind(...chunk.flatMap((row) => cols.map((c) => row[c]))))
  }
  return statements
}

/**
 * Demo databases seeded before the thumbnails existed have thumb_key = key on their demo media
 * rows, and INSERT OR IGNORE leaves them alone: point those at the thumbnail. One statement (it
 * crosses the proxy once); rows someone already changed, or that are not demo photos, stay as they are.
 */
function linkThumbnails(db) {
  const cases = postPhotoNames.map(() => 'WHEN ? THEN ?').join(' ')
  const keys = postPhotoNames.map((name) => `demo/${name}.jpg`)
  return db
    .prepare(
      `UPDATE post_media SET thumb_key = CASE key ${cases} END
        WHERE thumb_key = key AND key IN (${keys.map(() => '?').join(', ')})`,
    )
    .bind(...postPhotoNames.flatMap((name, i) => [keys[i], thumbKey(name)]), ...keys)
}

/**
 * Demo databases seeded before the small copies existed have small_key NULL on their demo media
 * rows: point those at the small copy, as the pipeline would have stored it.
 */
function linkSmallCopies(db) {
  const cases = smallPhotoNames.map(() => 'WHEN ? THEN ?').join(' ')
  const keys = smallPhotoNames.map((name) => `demo/${name}.jpg`)
  return db
    .prepare(
      `UPDATE post_media SET small_key = CASE key ${cases} END
        WHERE small_key IS NULL AND key IN (${keys.map(() => '?').join(', ')})`,
    )
    .bind(...smallPhotoNames.flatMap((name, i) => [keys[i], smallKey(name)]), ...keys)
}

/**
 * Demo places seeded before places had pages lack their genre, price, access and structured
 * hours, and INSERT OR IGNORE leaves them alone: fill them in where they are still empty.
 */
function describePlaces(db) {
  return [...venues, ...restaurants, ...shelters]
    .filter((place) => place.access || place.genre || place.opening_hours_json)
    .map((place) =>
      db
        .prepare(
          `UPDATE venues SET genre = ?2, price_range = ?3, access = ?4, opening_hours_json = ?5,
             reservation_url = ?6
           WHERE id = ?1 AND access = '' AND genre IS NULL AND opening_hours_json IS NULL`,
        )
        .bind(
          place.id,
          place.genre,
          place.price_range,
          place.access,
          place.opening_hours_json,
          place.reservation_url,
        ),
    )
}

/** Uploads the images (and post photos' and avatars' copies) R2 does not have yet. */
async function uploadImages(bucket) {
  const files = [
    ...Object.keys(images).map((name) => [`demo/${name}.jpg`, join('images', `${name}.jpg`)]),
    ...postPhotoNames.map((name) => [thumbKey(name), join('images', 'thumbs', `${name}.jpg`)]),
    ...smallPhotoNames.map((name) => [smallKey(name), join('images', 'small', `${name}.jpg`)]),
    ...avatarNames.map((name) => [`demo/${name}.128.jpg`, join('images', `${name}.128.jpg`)]),
  ]
  const present = await Promise.all(
    files.map(async ([key, file]) => {
      if (await bucket.head(key)) return 1
      const body = await readFile(join(here, file))
      await bucket.put(key, body, { httpMetadata: { contentType: 'image/jpeg' } })
      return 0
    }),
  )
  return { total: files.length, present: present.reduce((a, b) => a + b, 0) }
}

/**
 * Writes the rows in one batch. Users already present are left out before hashing (scrypt is the
 * slow part); if a demo user id belongs to someone else, the rows are skipped rather than attached
 * to a stranger's account.
 * @returns counts per table: [rows in the data set, rows inserted now], and how many old demo
 *   media rows were linked to their thumbnail; or null when skipped
 */
async function writeRows(db) {
  const schema = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'posts'")
    .first()
  if (!schema) {
    throw new Error(
      'demo data: the local D1 has no posts table; apply the migrations first ' +
        '(npx wrangler d1 migrations apply DB --local --persist-to <dir>)',
    )
  }
  const [, users] = tables[0]
  const { results: existing } = await db
    .prepare(`SELECT id, email FROM users WHERE id IN (${users.map(() => '?').join(', ')})`)
    .bind(...users.map((u) => u.id))
    .all()
  const emails = new Map(existing.map((u) => [u.id, u.email]))
  if (users.some((u) => emails.has(u.id) && emails.get(u.id) !== u.email)) return null
  const missing = users.filter((u) => !emails.has(u.id))
  const hashes = await Promise.all(missing.map((u) => passwordHash(u.email)))
  const rowsOf = (table, rows) =>
    table === 'users' ? missing.map((u, i) => ({ ...u, password_hash: hashes[i] })) : rows
  // Counted before the statements are prepared: preparing them blocks the main thread long enough
  // for its connection to close (scripts/lib/local-bindings.mjs), and only a batch is sent again.
  const before = await rowCounts(db)
  const statements = []
  const totals = new Map()
  for (const [table, rows] of tables) {
    statements.push(...inserts(db, table, rowsOf(table, rows)))
    totals.set(table, (totals.get(table) ?? 0) + rows.length)
  }
  statements.push(...describePlaces(db))
  // Shelters seeded before they had a 共通ID get it, so the CSV import updates them.
  for (const shelter of shelters) {
    statements.push(
      db
        .prepare('UPDATE venues SET shelter_code = ?2 WHERE id = ?1 AND shelter_code IS NULL')
        .bind(shelter.id, shelter.shelter_code),
    )
  }
  statements.push(...describeRally(db))
  statements.push(linkThumbnails(db), linkSmallCopies(db))
  await db.batch(statements)
  const after = await rowCounts(db)
  const counts = [...totals].map(([table, total]) => [table, total, after[table] - before[table]])
  return { counts, linked: before.unlinked - after.unlinked }
}

/**
 * Rows per seeded table, and the demo photos still without their thumbnail. What the batch added
 * is told by these before and after it, not by its results: a batch that lost its connection is
 * sent again (scripts/lib/local-bindings.mjs), and the second run changes nothing.
 */
async function rowCounts(db) {
  const keys = postPhotoNames.map((name) => `demo/${name}.jpg`)
  const perTable = [...new Set(tables.map(([table]) => table))].map(
    (table) => `(SELECT count(*) FROM ${table}) AS ${table}`,
  )
  return db
    .prepare(
      `SELECT ${perTable.join(', ')}, (SELECT count(*) FROM post_media
         WHERE thumb_key = key AND key IN (${keys.map(() => '?').join(', ')})) AS unlinked`,
    )
    .bind(...keys)
    .first()
}

/** The imported shelters' names and addresses in the other languages (after the import). */
async function writeShelterTranslations(db) {
  const { results } = await db
    .prepare(
      "SELECT id, shelter_code, name, address FROM venues WHERE kind = 'shelter' AND shelter_code IS NOT NULL",
    )
    .all()
  await db.batch(inserts(db, 'translations', shelterTranslationRows(results)))
}

/** How each table is named in the summary line: [one, many]. */
const LABELS = {
  users: ['user', 'users'],
  staff_roles: ['moderator role', 'moderator roles'],
  venues: ['place', 'places'],
  posts: ['post', 'posts'],
  post_media: ['media row', 'media rows'],
  likes: ['like', 'likes'],
  favorites: ['favorite', 'favorites'],
  follows: ['follow', 'follows'],
  reports: ['report', 'reports'],
  artists: ['artist', 'artists'],
  event_artists: ['schedule slot', 'schedule slots'],
  stamp_rallies: ['stamp rally', 'stamp rallies'],
  rally_spots: ['rally spot', 'rally spots'],
  stamps: ['stamp', 'stamps'],
  coupon_uses: ['coupon use', 'coupon uses'],
  translations: ['translation', 'translations'],
  tag_translations: ['tag label', 'tag labels'],
  images: ['image', 'images'],
  thumbnails: ['demo photo given its thumbnail', 'demo photos given their thumbnails'],
}
const count = (table, n) => `${n} ${LABELS[table][n === 1 ? 0 : 1]}`

/**
 * Seeds the local D1/R2 that `wrangler dev --persist-to <persistTo>` and
 * `wrangler d1 migrations apply DB --local --persist-to <persistTo>` use.
 * @param {{ root: string, persistTo: string }} options repo root and the --persist-to directory
 */
export async function seedDemo({ root, persistTo }) {
  const started = performance.now()
  const proxy = await openLocalBindings({ configPath: join(root, 'wrangler.toml'), persistTo })
  try {
    // Images first: no row ever points at an object that is not in R2 yet.
    const img = await uploadImages(proxy.env.MEDIA)
    const written = await writeRows(proxy.env.DB)
    // The town's shelters and their designations come from its government-format CSV.
    if (written) {
      const csv = join(here, 'shelters.csv')
      console.log(
        describeImport('scripts/demo/shelters.csv', await importShelterFile(proxy.env.DB, csv)),
      )
      await writeShelterTranslations(proxy.env.DB)
      // Postal codes of the demo town (熱海市's, in Japan Post's format) for the address forms,
      // with their romaji for the addresses on the international sites; and the fictional
      // みなと町's own rows (codes 000-xxxx, data/postal/README.md) so its places romanise too.
      const postal = []
      for (const name of ['demo-shizuoka', 'demo-minato-town']) {
        const file = join(here, `../../data/postal/${name}.csv`)
        postal.push(...(await readPostalFile(file, null, file.replace(/\.csv$/, '-rome.csv'))))
      }
      console.log(
        `postal codes: ${await importPostalRows(proxy.env.DB, postal, '静岡県')} addresses`,
      )
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (!written) {
      console.log(
        `demo data: rows skipped (users 1–${tables[0][1].length} are other accounts in this ` +
          `database; delete ${persistTo} to start over), ${img.total - img.present} images added in ${seconds} s`,
      )
      return
    }
    const all = [...written.counts, ['images', img.total, img.total - img.present]]
    const added = all.filter(([, , n]) => n > 0).map(([t, , n]) => count(t, n))
    if (written.linked) added.push(count('thumbnails', written.linked))
    const kept = all.filter(([, total, n]) => total > n).map(([t, total, n]) => count(t, total - n))
    console.log(
      `demo data: ${added.length ? added.join(', ') : 'nothing new'} ` +
        `(already present: ${kept.length ? kept.join(', ') : 'none'}) in ${seconds} s`,
    )
  } finally {
    await proxy.dispose()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.WRANGLER_SEND_METRICS ??= 'false'
  const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')
  await seedDemo({ root, persistTo: resolve(process.argv[2] ?? join(root, '.wrangler/state')) })
}

// The database of bench/edge: the real migrations plus one realistic post to share.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { root } from '../lib/workerd.mjs'

export const POST_ID = 900001

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

/**
 * The same migrations/ files that deploy and the tests apply, in order, each recorded in
 * d1_migrations as wrangler does (/api/health reads it).
 */
export async function migrationScripts() {
  const dir = join(root, 'migrations')
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const scripts = [
    'CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  ]
  for (const file of files) {
    scripts.push(await readFile(join(dir, file), 'utf8'))
    scripts.push(`INSERT INTO d1_migrations (name) VALUES (${literal(file)})`)
  }
  return scripts
}

/** A post with a title, a few lines of text, a photo, its author and an English translation. */
export async function fixtureScript() {
  const title = '商店街の夏祭り、今年も開催します'
  const body =
    '今年も商店街で夏祭りを開きます。屋台、盆踊り、子ども向けのくじ引きもあります。\n' +
    '雨天の場合は翌日に延期します。みなさまのお越しをお待ちしています！🎆'
  return `
INSERT INTO users (id, name, bio) VALUES (${POST_ID}, '商店街振興会', '地元の商店街です。');
INSERT INTO posts (id, user_id, kind, title, body) VALUES (${POST_ID}, ${POST_ID}, 'post', ${literal(title)}, ${literal(body)});
INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
  VALUES (${POST_ID}, 1, 'posts/${POST_ID}/festival.jpg', 'posts/${POST_ID}/festival-thumb.jpg', 'image/jpeg', 1600, 1200, '提灯の並ぶ通り');
INSERT INTO translations (post_id, field, target_lang, source_hash, text)
  VALUES (${POST_ID}, 'title', 'en', '${await sha256Hex(title)}', 'The shopping street summer festival is back this year');
INSERT INTO translations (post_id, field, target_lang, source_hash, text)
  VALUES (${POST_ID}, 'body', 'en', '${await sha256Hex(body)}', 'The shopping street holds its summer festival again, with food stalls, Bon dancing and a lottery for children.');
`
}

import { MAX_NG_WORDS } from '../../src/shared/api/moderation'
import { normalizeText } from '../search/normalize'

// The town's NG words: a post or a profile whose text contains one (as matching sees text: NFKC,
// lower case, katakana as hiragana, the search's own normalisation) is held for review instead of
// published. Holding is one batch: the content leaves the public (a post is hidden with held_at;
// a profile edit waits in profile_holds), and a report without a reporter puts it in the queue,
// marked held so the desk lists it first.

/** Matching's form of a word or a text. */
export const ngForm = (text: string) => normalizeText(text).replace(/\s+/g, ' ').trim()

/** The first NG word found in any of `texts` (as the staff typed it), or null. */
export async function findNgWord(db: D1Database, texts: string[]): Promise<string | null> {
  const haystack = texts.map(ngForm).join('\n')
  if (!haystack.trim()) return null
  const { results } = await db
    .prepare('SELECT word, normalized FROM ng_words ORDER BY id LIMIT ?1')
    .bind(MAX_NG_WORDS)
    .all<{ word: string; normalized: string }>()
  return results.find((row) => row.normalized && haystack.includes(row.normalized))?.word ?? null
}

const reasonOf = (word: string, what: string) => `NGワード「${word}」を含む${what}（自動で保留）`

/** The statements that queue a held subject: a report without a reporter, then the held mark. */
function queueHeld(db: D1Database, kind: string, id: number, reason: string) {
  return [
    db
      .prepare(
        `INSERT INTO moderation_reports (subject_kind, subject_id, reporter_id, reason)
         VALUES (?1, ?2, NULL, ?3)`,
      )
      .bind(kind, id, reason),
    db
      .prepare(
        'UPDATE moderation_subjects SET held = 1 WHERE subject_kind = ?1 AND subject_id = ?2',
      )
      .bind(kind, id),
  ]
}

/** Holds a public post for review: hidden from everyone but its author until staff decide. */
export async function holdPost(
  db: D1Database,
  post: { id: number; kind: string },
  word: string,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE posts SET visibility = 'hidden', held_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND visibility = 'public'`,
      )
      .bind(post.id),
    ...queueHeld(db, post.kind, post.id, reasonOf(word, '投稿')),
  ])
}

/** Keeps a profile edit (name, bio) for review; the public keeps seeing the previous ones. */
export async function holdProfile(
  db: D1Database,
  userId: number,
  profile: { name: string; bio: string },
  word: string,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO profile_holds (user_id, name, bio, matched) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, bio = excluded.bio,
           matched = excluded.matched, created_at = excluded.created_at`,
      )
      .bind(userId, profile.name, profile.bio, word),
    ...queueHeld(db, 'user', userId, reasonOf(word, 'プロフィール')),
  ])
}

/** The signed-in user's profile edit waiting for review, if any. */
export function findProfileHold(
  db: D1Database,
  userId: number,
): Promise<{ name: string; bio: string } | null> {
  return db
    .prepare('SELECT name, bio FROM profile_holds WHERE user_id = ?1')
    .bind(userId)
    .first<{ name: string; bio: string }>()
}

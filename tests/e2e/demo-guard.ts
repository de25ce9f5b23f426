import { runOnLocalD1 } from './local-d1'

// The demo rows the e2e files read, as the seed left them: the global setup reads them before the
// first file and again after the last, and fails the run naming each table whose demo rows a file
// changed without putting them back. (A file that must change them runs alone and restores them:
// town-lock.ts.) Rows the files made themselves (ids above the seed's) are not compared, nor the
// placeholder author (user 0) that the first account deletion writes.

interface Limits {
  user: number
  post: number
  use: number
}

/** One statement per table: the demo rows and the columns a page shows or a count depends on. */
const statements = ({ user, post, use }: Limits) => ({
  posts: `SELECT id, user_id, kind, title, body, visibility, publish_state, like_count,
            favorite_count, lat, lng, starts_at, valid_until, total_limit FROM posts
          WHERE id <= ${post} ORDER BY id`,
  users: `SELECT id, name, bio, avatar_url, role, status, email_verified FROM users
          WHERE id BETWEEN 1 AND ${user} ORDER BY id`,
  likes: `SELECT user_id, post_id FROM likes WHERE post_id <= ${post} ORDER BY 1, 2`,
  favorites: `SELECT user_id, post_id FROM favorites WHERE post_id <= ${post} ORDER BY 1, 2`,
  follows: `SELECT follower_id, followee_id FROM follows
            WHERE follower_id <= ${user} AND followee_id <= ${user} ORDER BY 1, 2`,
  stamps: `SELECT user_id, spot_id FROM stamps WHERE user_id <= ${user} ORDER BY 1, 2`,
  coupon_uses: `SELECT id, coupon_id, user_id, redemption_no, voided_at FROM coupon_uses
                WHERE id <= ${use} OR (user_id <= ${user} AND coupon_id <= ${post}) ORDER BY id`,
  translations: `SELECT subject, subject_id, field, target_lang, text FROM translations
                 WHERE subject = 'post' AND subject_id <= ${post} ORDER BY 1, 2, 3, 4`,
  event_artists: `SELECT post_id, artist_id, venue_id, starts_at, ends_at FROM event_artists
                  WHERE post_id IS NULL OR post_id <= ${post} ORDER BY 1, 2, 3, 4`,
  'alerts in force': "SELECT id FROM alerts WHERE status <> 'lifted' ORDER BY id",
  'ads running': `SELECT id FROM ad_orders WHERE state IN ('scheduled', 'running')
                  AND starts_on <= date('now', '+9 hours') AND ends_on >= date('now', '+9 hours')
                  ORDER BY id`,
})

/** Runs `statements` on the local D1 under `persistTo`: each one's rows. */
const query = async (persistTo: string, statements: string[]) => runOnLocalD1(persistTo, statements)

/** Reads the demo rows of the freshly seeded database; `changed()` compares them again later. */
export async function watchDemoRows(persistTo: string) {
  const [[limits]] = (await query(persistTo, [
    `SELECT (SELECT max(id) FROM users) AS user, (SELECT max(id) FROM posts) AS post,
            (SELECT coalesce(max(id), 0) FROM coupon_uses) AS use`,
  ])) as [[Limits | undefined]]
  if (!limits) throw new Error('the demo database has no rows to watch')
  const tables = statements(limits)
  const read = async () =>
    (await query(persistTo, Object.values(tables))).map((rows) =>
      rows.map((row) => JSON.stringify(row)),
    )
  const before = await read()
  return {
    /** Each table whose demo rows differ from the seed's now, with a row that changed. */
    async changed(): Promise<string[]> {
      const after = await read()
      return Object.keys(tables).flatMap((table, at) => {
        const [was, is] = [before[at] ?? [], after[at] ?? []]
        const gone = was.find((row) => !is.includes(row))
        const come = is.find((row) => !was.includes(row))
        if (!gone && !come) return []
        return [`${table} (was ${gone ?? 'nothing'}, now ${come ?? 'nothing'})`]
      })
    },
  }
}

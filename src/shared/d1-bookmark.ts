// D1 bookmarks: where in the database's history a read may start so that it sees a person's own
// writes. The Worker answers each API request with the latest bookmark of the request's D1
// session (worker/lib/d1-session.ts); the SPA sends the newest one it holds back with every request
// (src/lib/d1-bookmark.ts), so a read served by a nearby replica waits until that replica has
// caught up with the person's last write.

/** The header both ways: the client sends its bookmark in it, every API answer carries the latest. */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark'

/**
 * A bookmark as D1 writes one: hex fields separated by dashes, e.g.
 * `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`. Anything else (a constraint
 * name such as `first-primary`, text, something huge) is not one and is never passed on to D1.
 */
const BOOKMARK = /^[0-9a-f]{8}(?:-[0-9a-f]{8}){2,3}-[0-9a-f]{16,128}$/

/** The longest bookmark accepted (D1's are 93 characters). */
export const D1_BOOKMARK_MAX_LENGTH = 200

export function isD1Bookmark(value: unknown): value is string {
  return typeof value === 'string' && value.length <= D1_BOOKMARK_MAX_LENGTH && BOOKMARK.test(value)
}

/**
 * True when `candidate` is later in the database's history than `held`. D1 bookmarks sort
 * lexicographically from oldest to newest, so plain string order decides.
 */
export function isNewerD1Bookmark(candidate: string, held: string | null): boolean {
  return held === null || candidate > held
}

import { isD1Bookmark, isNewerD1Bookmark } from '../shared/d1-bookmark'
import { SESSION_KEYS, session } from './storage'

// The newest D1 bookmark this tab has seen (src/shared/d1-bookmark.ts). Every API answer carries
// one; the client sends the newest back with each request so that the read sees the person's own
// writes even when a replica answers. It lives in sessionStorage: a reload right after a write
// still reads that write, and a tab closed is a session ended. Answers can arrive out of order, so
// an older bookmark never replaces a newer one. Logout forgets it: the next person in this tab
// starts without the last one's position.
//
// The newest bookmark of a write's answer is kept apart: a page's boot data is only stale for
// this tab when it was read before the tab's last write (src/lib/boot-data.ts); reads alone move
// the sent bookmark forward without costing the next page its boot data.

interface Held {
  /** The newest bookmark of any answer: sent with every request. */
  seen: string | null
  /** The newest bookmark of an answer to a write (any method but GET/HEAD). */
  written: string | null
}

let held: Held | null = null
/** Counts logouts: an answer to a request sent before the last one is not kept. */
let generation = 0

function load(): Held {
  if (held) return held
  let stored: unknown = null
  try {
    stored = JSON.parse(session.get(SESSION_KEYS.d1Bookmark) ?? 'null')
  } catch {
    // A damaged entry is no bookmark: the next answer brings one.
  }
  const field = (name: keyof Held) => {
    const value = typeof stored === 'object' && stored !== null ? Reflect.get(stored, name) : null
    return isD1Bookmark(value) ? value : null
  }
  held = { seen: field('seen'), written: field('written') }
  return held
}

/** The bookmark to send, or null. */
export function heldBookmark(): string | null {
  return load().seen
}

/** The bookmark of this tab's last write, or null. */
export function writtenBookmark(): string | null {
  return load().written
}

/** The current generation, taken when a request is sent and handed back with its answer. */
export function bookmarkGeneration(): number {
  return generation
}

/**
 * Keeps `value` if it is a bookmark newer than the one held and the request that brought it was
 * sent after the last logout (`sentIn`, from bookmarkGeneration()).
 */
export function rememberBookmark(
  value: string | null | undefined,
  sentIn: number,
  write: boolean,
): void {
  if (sentIn !== generation || !isD1Bookmark(value)) return
  const current = load()
  const next: Held = {
    seen: isNewerD1Bookmark(value, current.seen) ? value : current.seen,
    written: write && isNewerD1Bookmark(value, current.written) ? value : current.written,
  }
  if (next.seen === current.seen && next.written === current.written) return
  held = next
  session.set(SESSION_KEYS.d1Bookmark, JSON.stringify(next))
}

/** Drops the bookmarks (logout). */
export function forgetBookmark(): void {
  generation += 1
  held = { seen: null, written: null }
  session.remove(SESSION_KEYS.d1Bookmark)
}

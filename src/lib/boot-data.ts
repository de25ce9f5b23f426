import {
  BOOT_DATA_BOOKMARK_ATTRIBUTE,
  BOOT_DATA_ID,
  BOOT_DATA_MAX_AGE_MS,
} from '../shared/boot-data'
import { isD1Bookmark, isNewerD1Bookmark } from '../shared/d1-bookmark'
import { writtenBookmark } from './d1-bookmark'

// The API answers the edge wrote into this page (src/shared/boot-data.ts). Each one answers the
// first request of its URL, and only while the page is fresh: a later request of the same URL (a
// refresh, a return to the page) goes to the network. Answers read before this tab's last write
// (the element's D1 bookmark is older than that write's, src/lib/d1-bookmark.ts) are not used: a
// reload right after a write, or a page from a cache, must not hide that write.

const entries = new Map<string, unknown>()

/** Moves the answers of the page's boot data element (if it is still there) into `entries`. */
function readEntries(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)
  if (!element) return entries
  element.remove()
  if (!readsOwnWrites(element.getAttribute(BOOT_DATA_BOOKMARK_ATTRIBUTE))) {
    entries.clear()
    return entries
  }
  try {
    const value: unknown = JSON.parse(element.textContent ?? '')
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, answer] of Object.entries(value)) entries.set(key, answer)
    }
  } catch {
    // A damaged block only costs the shortcut: every request goes to the network.
  }
  return entries
}

/** True when answers read at `pageBookmark` include every write this tab has made. */
function readsOwnWrites(pageBookmark: string | null): boolean {
  const written = writtenBookmark()
  if (written === null) return true
  return isD1Bookmark(pageBookmark) && !isNewerD1Bookmark(written, pageBookmark)
}

/**
 * The inlined answer to the GET request `key` (bootDataKey), or undefined. It is gone after the
 * current task: requests made together (React's StrictMode runs an effect, cleans it up and runs
 * it again at once) share it, and a later one (a refresh) goes to the network.
 */
export function takeBootData(key: string): unknown {
  const map = readEntries()
  if (!map.has(key)) return undefined
  const value = map.get(key)
  setTimeout(() => map.delete(key), 0)
  return performance.now() <= BOOT_DATA_MAX_AGE_MS ? value : undefined
}

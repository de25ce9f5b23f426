import { BLOCKS_HINT_COOKIE } from '../shared/blocks-hint'
import { local, STORAGE_KEYS } from './storage'

// This device's note that the signed-in person is in a block (src/shared/blocks-hint.ts): kept
// in local storage for the API client (no boot data, src/lib/api.ts) and as a cookie for the
// pages the Worker writes. Set from the server's `has_blocks` at sign-in and on every start, on
// a block, and dropped at logout.

const YEAR_S = 365 * 24 * 3600

function writeCookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions the app supports
    document.cookie = `${BLOCKS_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
  } catch {
    // A sandboxed frame refuses cookies: the page's first screen may then show a list the app
    // replaces as soon as it starts.
  }
}

export function syncBlocksHint(inBlock: boolean): void {
  if (inBlock) {
    local.set(STORAGE_KEYS.hasBlocks, '1')
    writeCookie('1', YEAR_S)
  } else {
    local.remove(STORAGE_KEYS.hasBlocks)
    writeCookie('', 0)
  }
}

export const blocksHintSet = () => local.get(STORAGE_KEYS.hasBlocks) === '1'

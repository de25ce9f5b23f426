// Whether the person reading a page is in any block (they blocked someone, or someone blocked
// them), as the page's own site knows it: a cookie the app keeps in step with the server's
// `has_blocks` (src/lib/blocks-hint.ts). The Worker writes a page's first screen and boot data
// for anyone, cached at the edge; such a list may hold posts this person must not see. A page
// request with this cookie is rendered without them and never served from the edge cache. It
// says nothing about who the person is and grants nothing.

export const BLOCKS_HINT_COOKIE = 'jimoto_blocks'

/** True when a Cookie header carries the hint. */
export function hasBlocksHint(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => part.trim() === `${BLOCKS_HINT_COOKIE}=1`)
}

import { base64url } from '../lib/crypto'

// Opaque secrets handed to a client (session tokens, email links). The database only ever sees
// their SHA-256, so a leaked table cannot be replayed.

/** 32 random bytes, base64url without padding (43 characters). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** What a token from `randomToken()` looks like; anything else is rejected before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

// Hashing and base64url, written once for every part of the Worker: session and email tokens,
// content-addressed media keys, translation source hashes and opaque page cursors.

const encoder = new TextEncoder()

/** Lower-case hex SHA-256 of UTF-8 text or of raw bytes. */
export async function sha256Hex(input: string | Uint8Array): Promise<string> {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  let hex = ''
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Decodes base64url (or plain base64); throws on characters outside the alphabet. */
export function fromBase64(value: string): Uint8Array {
  const normal = value.replace(/-/g, '+').replace(/_/g, '/')
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** base64url of ASCII text (cursors are ASCII by construction). */
export function textToBase64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The printable ASCII text behind a base64url string; null for anything outside the alphabet or
 * decoding to other bytes, so a tampered cursor is just "no cursor", never an exception.
 */
export function base64urlToText(raw: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null
  try {
    const text = atob(raw.replace(/-/g, '+').replace(/_/g, '/'))
    return /^[\x20-\x7e]*$/.test(text) ? text : null
  } catch {
    return null
  }
}

import { isCleanText } from '../../src/shared/api/accounts-schema'
import { limitBody } from '../lib/validate'

// The accounts API's request schemas are in src/shared/api/accounts-schema.ts, shared with the
// forms; here are the body size limit and the clean-up of what a sign-in provider hands over.

/** Auth bodies are a few hundred bytes; 16 KiB leaves room and stops megabyte payloads early. */
const MAX_BODY_BYTES = 16 * 1024

/** Refuses auth bodies over MAX_BODY_BYTES before they are read. */
export const authBody = limitBody(MAX_BODY_BYTES)

/** Keeps display text from a provider usable: no controls or bidi tricks, at most `max` letters. */
export function cleanDisplayText(value: string | null | undefined, max: number): string | null {
  if (!value) return null
  const cleaned = [...value.normalize('NFC')]
    .filter((char) => isCleanText(char, { multiline: false }))
    .slice(0, max)
    .join('')
    .trim()
  return cleaned.length > 0 ? cleaned : null
}

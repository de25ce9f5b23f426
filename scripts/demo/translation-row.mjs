/**
 * One demo row of `translations`: written by hand (provider 'demo'), valid for the Japanese text
 * it was written for (its SHA-256, as the Worker checks before showing it).
 */
import { createHash } from 'node:crypto'

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex')

export function demoTranslationRow(subject, subjectId, field, lang, original, text) {
  return {
    subject,
    subject_id: subjectId,
    field,
    target_lang: lang,
    source_hash: sha256(original),
    text,
    provider: 'demo',
    created_at: '2026-11-23T00:00:00.000Z',
  }
}

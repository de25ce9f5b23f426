import { parseRowId } from '../../src/shared/ids'
import { base64urlToText, textToBase64url } from '../lib/crypto'
import type { Position } from './query'

// A search cursor: base64url of "t<id>" (still in the title phase) or "x<id>" (text phase).

export function encodeSearchCursor(position: Position): string {
  const text = `${position.phase === 'title' ? 't' : 'x'}${position.beforeId}`
  return textToBase64url(text)
}

export function decodeSearchCursor(raw: string): Position | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(raw)) return null
  const text = base64urlToText(raw)
  const phase = text?.[0] === 't' ? 'title' : text?.[0] === 'x' ? 'text' : null
  const beforeId = parseRowId(text?.slice(1))
  return phase === null || beforeId === null ? null : { phase, beforeId }
}

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
  const match = text === null ? null : /^([tx])([1-9]\d{0,15})$/.exec(text)
  if (!match?.[1] || !match[2] || Number(match[2]) > Number.MAX_SAFE_INTEGER) return null
  return { phase: match[1] === 't' ? 'title' : 'text', beforeId: Number(match[2]) }
}

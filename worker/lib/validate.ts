import type { Context } from 'hono'
import type { z } from 'zod'
import { apiError } from './errors'

const DEFAULT_MAX_BYTES = 64 * 1024

/**
 * Reads a JSON body and validates it at the edge of a handler. Oversized bodies get 413, broken
 * JSON and schema failures get 400 naming the first offending field; nothing reaches the handler
 * that the schema did not accept.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<z.infer<S>> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge()
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw tooLarge()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw apiError(400, 'invalid_json', 'リクエストの形式が正しくありません（JSON）。')
  }
  return parseWith(schema, data)
}

/** Validates query parameters or any other already-parsed input the same way. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || 'body'
  throw apiError(400, 'invalid_request', `入力内容を確認してください（${field}）。`, {
    extra: { field },
  })
}

const HAS_JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

/** Validates a parsed JSON value with a schema; the first issue becomes the 400's message. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || 'data'
  const message =
    issue && HAS_JAPANESE.test(issue.message)
      ? issue.message
      : `入力内容を確認してください（${field}）。`
  throw apiError(400, 'invalid_request', message, { extra: { field } })
}

function tooLarge() {
  return apiError(413, 'payload_too_large', 'リクエストが大きすぎます。')
}

import type { MiddlewareHandler } from 'hono'
import type { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import { findTextProblem, textProblemMessage } from '../../src/shared/text-input'
import { bodyLimit } from './body-limit'
import { apiError } from './errors'

// Input is checked at the edge of a handler, and nothing reaches the handler that its schema did
// not accept. Every failure is the same JSON 400 naming the first offending field, with the rule's
// own Japanese message, or zod's Japanese one where a rule has none written by hand. Oversized
// bodies are refused with 413 while they stream in, whether or not they declare a length.

z.config(z.locales.ja())

const DEFAULT_MAX_BYTES = 64 * 1024

/** The 400 for a schema failure; `rootField` names the input when the whole value is wrong. */
export function invalidInput(error: z.ZodError, rootField = 'body'): HTTPException {
  const issue = error.issues[0]
  const field = issue?.path.map(String).join('.') || rootField
  const message = issue?.message || `入力内容を確認してください（${field}）。`
  return apiError(400, 'invalid_request', message, { extra: { field } })
}

// The text rule lives with the request schemas, shared with the forms.
export { textRule } from '../../src/shared/api/schema-rules'

/**
 * The 400 for text with broken Unicode or control characters anywhere in an accepted input, for
 * the fields whose schema does not say it in its own words.
 */
function rejectUnsafeText(data: unknown, rootField: string): void {
  const found = findTextProblem(data)
  if (!found) return
  const field = found.field || rootField
  throw apiError(
    400,
    'invalid_request',
    textProblemMessage(found.problem, `入力内容（${field}）`),
    {
      extra: { field },
    },
  )
}

/** Validates an already-read value (a path segment, a header, a multipart JSON part). */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  rootField = 'body',
): z.infer<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw invalidInput(result.error, rootField)
  rejectUnsafeText(result.data, rootField)
  return result.data
}

/** Refuses a body over `maxBytes` with 413 before the handler reads it. */
export function limitBody(
  maxBytes = DEFAULT_MAX_BYTES,
  message = 'リクエストが大きすぎます。',
): MiddlewareHandler {
  return bodyLimit(maxBytes, () => {
    throw apiError(413, 'payload_too_large', message)
  })
}

/**
 * The one hook of every `zValidator(target, schema, rejectInvalid)`: a failure becomes the JSON
 * 400 above instead of the validator's default answer.
 */
export function rejectInvalid(result: { success: boolean; error?: unknown; data?: unknown }): void {
  if (result.success) {
    rejectUnsafeText(result.data, 'body')
    return
  }
  if (result.error instanceof z.ZodError) throw invalidInput(result.error)
  throw apiError(400, 'invalid_request', '入力内容を確認してください。')
}

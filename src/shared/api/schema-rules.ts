import { z } from 'zod'
import { displayTextProblem, textProblem, textProblemMessage } from '../text-input'

// Building blocks of the request schemas in src/shared/api/*-schema.ts. They import zod, so only
// the Worker and lazily loaded forms may import them (never the first route: its bundle budget).

/** Characters as a person counts them (an emoji is one), the unit of every length limit. */
const length = (value: string) => [...value].length

/**
 * The text rule of src/shared/text-input.ts on a string field, worded with the field's `label`:
 * `z.string().superRefine(textRule('タイトル', 'display'))`. `display` is for names and titles.
 */
export function textRule(label: string, kind: 'text' | 'display' = 'text') {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = kind === 'display' ? displayTextProblem(value) : textProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(problem, label) })
  }
}

/** Required text of at most `max` characters, trimmed, with `\r\n` made `\n`. */
export function requiredText(
  label: string,
  max: number,
  multiline = false,
  /** NFKC, for what is typed full-width but means ASCII (email, phone, URL); never for names. */
  halfWidthText = false,
) {
  return z
    .string({ error: `${label}を入力してください。` })
    .superRefine(textRule(label, multiline ? 'text' : 'display'))
    .refine((value) => multiline || !/[\r\n\t]/.test(value), {
      error: `${label}に改行やタブは使えません。`,
    })
    .transform((value) =>
      (halfWidthText ? value.normalize('NFKC') : value).replace(/\r\n?/g, '\n').trim(),
    )
    .refine((value) => value.length > 0, { error: `${label}を入力してください。` })
    .refine((value) => length(value) <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })
}

/** Optional text (may be empty) of at most `max` characters, trimmed. */
export const optionalLine = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label}は文字列で入力してください。` })
    .superRefine(textRule(label, multiline ? 'text' : 'display'))
    .transform((value) => value.trim())
    .refine((value) => length(value) <= max, {
      error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`,
    })

/** An http(s) URL that the URL parser accepts. */
export const httpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A row id: a positive safe integer, or the one `message`. */
export const rowId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message })

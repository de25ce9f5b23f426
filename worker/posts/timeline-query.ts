import { z } from 'zod'
import { MAX_TAG_LENGTH, POST_KINDS } from '../../src/shared/api/posts'

/** The filters of GET /api/posts, also read by the edge for a timeline page's boot data. */
export const timelineQuery = z.object({
  kind: z
    .enum(POST_KINDS, {
      error: '種類（kind）は post・event・coupon のいずれかを指定してください。',
    })
    .optional(),
  tag: z
    .string()
    .transform((value) =>
      value
        .normalize('NFC')
        .trim()
        .replace(/^[#＃]+/, '')
        .trim(),
    )
    .refine((value) => value.length > 0 && [...value].length <= MAX_TAG_LENGTH, {
      error: `タグ（tag）は1〜${MAX_TAG_LENGTH}文字で指定してください。`,
    })
    .optional(),
})

import { z } from 'zod'
import { MAX_TAG_LENGTH, POST_KINDS } from '../../src/shared/api/posts'
import { tagFilter } from '../../src/shared/timeline'

/** The filters of GET /api/posts (the tag rule is src/shared/timeline.ts). */
export const timelineQuery = z.object({
  kind: z
    .enum(POST_KINDS, {
      error: '種類（kind）は post・event・coupon のいずれかを指定してください。',
    })
    .optional(),
  tag: z
    .string()
    .transform(tagFilter)
    .pipe(z.string({ error: `タグ（tag）は1〜${MAX_TAG_LENGTH}文字で指定してください。` }))
    .optional(),
})

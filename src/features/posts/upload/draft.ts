import * as z from 'zod/mini'
import { local } from '../../../lib/storage'
import { POST_KINDS } from '../../../shared/api/posts'

// The upload form's text, kept on this device while it is typed, so a reload, a closed tab or a
// dead battery loses nothing. Files are not kept (too large for localStorage; previews are tied
// to the page). What comes back is checked: storage is shared with other code and other versions.

const text = (max: number) => z.string().check(z.maxLength(max))

const draftSchema = z.object({
  kind: z.enum(POST_KINDS),
  title: text(1_000),
  body: text(20_000),
  tags: text(2_000),
  placeName: text(1_000),
  address: text(1_000),
  lat: text(40),
  lng: text(40),
  startsAt: text(40),
  endsAt: text(40),
  offer: text(2_000),
  terms: text(10_000),
  validFrom: text(40),
  validUntil: text(40),
  perUserLimit: text(20),
  totalLimit: text(20),
})

export type Draft = z.infer<typeof draftSchema>

export const EMPTY_DRAFT: Draft = {
  kind: 'post',
  title: '',
  body: '',
  tags: '',
  placeName: '',
  address: '',
  lat: '',
  lng: '',
  startsAt: '',
  endsAt: '',
  offer: '',
  terms: '',
  validFrom: '',
  validUntil: '',
  perUserLimit: '',
  totalLimit: '',
}

/** One draft per account on this device: someone else signing in here never sees it. */
export const draftKey = (userId: number) => `jimoto:upload-draft:${userId}`

function isEmpty(draft: Draft): boolean {
  return Object.entries(draft).every(([name, value]) => name === 'kind' || value.trim() === '')
}

export function loadDraft(userId: number): Draft | null {
  const raw = local.get(draftKey(userId))
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = null
  }
  const result = draftSchema.safeParse(parsed)
  if (!result.success || isEmpty(result.data)) {
    local.remove(draftKey(userId))
    return null
  }
  return result.data
}

export function saveDraft(userId: number, draft: Draft): void {
  if (isEmpty(draft)) local.remove(draftKey(userId))
  else local.set(draftKey(userId), JSON.stringify(draft))
}

export function clearDraft(userId: number): void {
  local.remove(draftKey(userId))
}

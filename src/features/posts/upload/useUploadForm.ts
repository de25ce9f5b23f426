import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { Post } from '../../../shared/api/posts'
import m from '../i18n/current'
import { clearDraft, type Draft, EMPTY_DRAFT, loadDraft, saveDraft } from './draft'
import type { SummaryItem } from './ErrorSummary'
import { draftOf } from './edit'
import { usePhotos } from './usePhotos'
import { useUpload } from './useUpload'
import { type FieldErrors, hasErrors, toPostInput, validateDraft } from './validate'

/** The problems of the form in page order, each pointing at its control. */
function summaryOf(errors: FieldErrors, photoIds: string[]): SummaryItem[] {
  const order: (keyof FieldErrors)[] = [
    'photos',
    'title',
    'body',
    'tags',
    'startsAt',
    'endsAt',
    'offer',
    'terms',
    'validFrom',
    'validUntil',
    'perUserLimit',
    'totalLimit',
    'placeName',
    'address',
    'lat',
    'lng',
  ]
  const items: SummaryItem[] = []
  for (const field of order) {
    const message = errors[field]
    if (typeof message === 'string') {
      items.push({ target: field === 'photos' ? 'photos-choose' : field, message })
    }
    if (field === 'photos') {
      for (const [index, text] of Object.entries(errors.alts ?? {})) {
        items.push({ target: `photo-alt-${photoIds[Number(index)]}`, message: text })
      }
    }
  }
  return items
}

/**
 * The draft of a new post (kept on the device per person) or of an edit (from the post, kept
 * nowhere), the photos the edit keeps, and whether it was restored from the device.
 */
function useDraft(userId: number, editing: Post | undefined, sent: { current: boolean }) {
  const [initial] = useState(() => (editing ? null : loadDraft(userId)))
  const [draft, setDraft] = useState<Draft>(() =>
    editing ? draftOf(editing) : (initial ?? EMPTY_DRAFT),
  )
  const [restored, setRestored] = useState(initial !== null)
  const [kept, setKept] = useState<number[]>(() => editing?.media.map((_, i) => i) ?? [])
  useEffect(() => {
    if (!sent.current && !editing) saveDraft(userId, draft)
  }, [userId, draft, editing, sent])
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  return { draft, setDraft, change, restored, setRestored, kept, setKept }
}

/**
 * The upload form's state: the draft, the photos, the problems found (checked again as the person
 * fixes them after a first attempt, with the server's problem added to its field), the send, and
 * 「下書きを破棄」.
 */
export function useUploadForm(userId: number, editing: Post | undefined) {
  const sent = useRef(false)
  const { draft, setDraft, change, restored, setRestored, kept, setKept } = useDraft(
    userId,
    editing,
    sent,
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [tried, setTried] = useState(false)
  const photos = usePhotos(kept.length)
  const summary = useRef<HTMLDivElement>(null)
  const upload = useUpload(() => {
    sent.current = true
    clearDraft(userId)
  })

  // After a first attempt, problems clear (or appear) as the person fixes them.
  useEffect(() => {
    if (tried) setErrors(validateDraft(draft, photos.photos, kept.length))
  }, [tried, draft, photos.photos, kept.length])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (upload.busy) return
    const found = validateDraft(draft, photos.photos, kept.length)
    setTried(true)
    setErrors(found)
    if (hasErrors(found)) {
      // After React has drawn the summary.
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    const edit = editing ? { postId: editing.id, keepMedia: kept } : undefined
    void upload.send(toPostInput(draft), photos.photos, edit)
  }

  const discard = () => {
    if (!window.confirm(m.upload.draft.confirmDiscard)) return
    setDraft({ ...EMPTY_DRAFT, kind: draft.kind })
    photos.clear()
    clearDraft(userId)
    setErrors({})
    setTried(false)
    setRestored(false)
  }

  const shownErrors: FieldErrors =
    upload.problem?.field && !errors[upload.problem.field]
      ? { ...errors, [upload.problem.field]: upload.problem.message }
      : errors
  const items = summaryOf(
    errors,
    photos.photos.map((photo) => photo.id),
  )
  return {
    draft,
    change,
    restored,
    kept,
    setKept,
    errors,
    shownErrors,
    items,
    summary,
    photos,
    upload,
    submit,
    discard,
  }
}

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Field } from '../../../components/Field'
import { CalendarIcon, TicketIcon, TimelineIcon } from '../../../components/icons'
import { FormError } from '../../../components/useSubmit'
import {
  MAX_BODY_LENGTH,
  MAX_TITLE_LENGTH,
  POST_KINDS,
  type Post,
  type PostKind,
  textLength,
} from '../../../shared/api/posts'
import m from '../i18n/current'
import { clearDraft, type Draft, EMPTY_DRAFT, loadDraft, saveDraft } from './draft'
import { ErrorSummary, type SummaryItem } from './ErrorSummary'
import { draftOf } from './edit'
import { KeptPhotos } from './KeptPhotos'
import { CouponFields, EventFields } from './KindFields'
import { PhotoPicker } from './PhotoPicker'
import { PlaceFields } from './PlaceFields'
import { UploadProgress } from './UploadProgress'
import { usePhotos } from './usePhotos'
import { useUpload } from './useUpload'
import { type FieldErrors, hasErrors, toPostInput, validateDraft } from './validate'

const KIND_ICONS = { post: TimelineIcon, event: CalendarIcon, coupon: TicketIcon } as const
const KIND_HINTS = {
  post: m.upload.kind.postHint,
  event: m.upload.kind.eventHint,
  coupon: m.upload.kind.couponHint,
} as const

function KindPicker({ value, onChange }: { value: PostKind; onChange: (kind: PostKind) => void }) {
  return (
    <fieldset className="form-section kind-picker">
      <legend className="form-section__legend">{m.upload.kind.legend}</legend>
      <div className="kind-picker__options">
        {POST_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind]
          return (
            <label key={kind} className="kind-option">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={value === kind}
                onChange={() => onChange(kind)}
              />
              <span className="kind-option__icon">
                <Icon />
              </span>
              <span className="kind-option__label">{m.upload.kind[kind]}</span>
              <span className="kind-option__hint">{KIND_HINTS[kind]}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

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
 * The upload form of one signed-in person (their draft is theirs alone). With `editing`, the form
 * starts from that post and saves over it; an edit keeps no draft on the device.
 */
export function UploadForm({ userId, editing }: { userId: number; editing?: Post }) {
  const [initial] = useState(() => (editing ? null : loadDraft(userId)))
  const [draft, setDraft] = useState<Draft>(() =>
    editing ? draftOf(editing) : (initial ?? EMPTY_DRAFT),
  )
  const [restored, setRestored] = useState(initial !== null)
  const [kept, setKept] = useState<number[]>(() => editing?.media.map((_, i) => i) ?? [])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [tried, setTried] = useState(false)
  const photos = usePhotos(kept.length)
  const sent = useRef(false)
  const summary = useRef<HTMLDivElement>(null)
  const upload = useUpload(() => {
    sent.current = true
    clearDraft(userId)
  })

  useEffect(() => {
    if (!sent.current && !editing) saveDraft(userId, draft)
  }, [userId, draft, editing])

  // After a first attempt, problems clear (or appear) as the person fixes them.
  useEffect(() => {
    if (tried) setErrors(validateDraft(draft, photos.photos, kept.length))
  }, [tried, draft, photos.photos, kept.length])

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))

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

  return (
    <form className="upload-form" onSubmit={submit} noValidate>
      {restored ? (
        <p className="callout callout--note" role="status">
          {m.upload.draft.restored}
        </p>
      ) : null}
      <ErrorSummary ref={summary} items={items} />
      <KindPicker value={draft.kind} onChange={(kind) => change({ kind })} />
      {editing ? (
        <KeptPhotos
          media={editing.media}
          kept={kept}
          onRemove={(position) => setKept((current) => current.filter((p) => p !== position))}
          disabled={upload.busy}
        />
      ) : null}
      <PhotoPicker
        state={photos}
        kept={kept.length}
        error={shownErrors.photos}
        altErrors={errors.alts}
        disabled={upload.busy}
      />
      <div className="form-section">
        <Field
          id="title"
          label={m.upload.fields.title}
          error={shownErrors.title}
          counter={{ count: textLength(draft.title), max: MAX_TITLE_LENGTH }}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
            />
          )}
        </Field>
        <Field
          id="body"
          label={m.upload.fields.body}
          error={shownErrors.body}
          counter={{ count: textLength(draft.body), max: MAX_BODY_LENGTH }}
        >
          {(control) => (
            <textarea
              {...control}
              className="input textarea textarea--tall"
              rows={6}
              value={draft.body}
              placeholder={m.upload.fields.bodyPlaceholder}
              onChange={(event) => change({ body: event.target.value })}
            />
          )}
        </Field>
        <Field
          id="tags"
          label={m.upload.fields.tags}
          hint={m.upload.fields.tagsHint}
          error={shownErrors.tags}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.tags}
              autoComplete="off"
              onChange={(event) => change({ tags: event.target.value })}
            />
          )}
        </Field>
      </div>
      {draft.kind === 'event' ? (
        <EventFields draft={draft} errors={shownErrors} onChange={change} />
      ) : null}
      {draft.kind === 'coupon' ? (
        <CouponFields draft={draft} errors={shownErrors} onChange={change} />
      ) : null}
      <PlaceFields draft={draft} errors={shownErrors} onChange={change} />
      <FormError error={upload.problem?.message} className="form-error" />
      {upload.cancelled ? (
        <p className="callout callout--note" role="status">
          {m.upload.cancelled}
        </p>
      ) : null}
      <UploadProgress phase={upload.phase} progress={upload.progress} onCancel={upload.cancel} />
      <div className="upload-form__actions">
        <button
          type="submit"
          className="button button--primary button--large"
          aria-disabled={upload.busy}
        >
          {editing ? m.upload.edit.submit : m.upload.submit}
        </button>
        {editing ? (
          <Link href={`/app/posts/${editing.id}`} className="button button--secondary">
            {m.upload.edit.cancel}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={discard}
            disabled={upload.busy}
          >
            {m.upload.draft.discard}
          </button>
        )}
      </div>
      {editing ? null : <p className="field__hint">{m.upload.draft.note}</p>}
    </form>
  )
}

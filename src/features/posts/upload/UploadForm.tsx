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
import { pathTo } from '../../../shared/links'
import m from '../i18n/current'
import type { Draft } from './draft'
import { ErrorSummary } from './ErrorSummary'
import { KeptPhotos } from './KeptPhotos'
import { CouponFields, EventFields } from './KindFields'
import { PhotoPicker } from './PhotoPicker'
import { PlaceFields } from './PlaceFields'
import { UploadProgress } from './UploadProgress'
import { useUploadForm } from './useUploadForm'
import type { FieldErrors } from './validate'

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

/** Title, text and tags: what every kind of post has. */
function TextFields({
  draft,
  errors,
  onChange,
}: {
  draft: Draft
  errors: FieldErrors
  onChange: (patch: Partial<Draft>) => void
}) {
  return (
    <div className="form-section">
      <Field
        id="title"
        label={m.upload.fields.title}
        error={errors.title}
        counter={{ count: textLength(draft.title), max: MAX_TITLE_LENGTH }}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="body"
        label={m.upload.fields.body}
        error={errors.body}
        counter={{ count: textLength(draft.body), max: MAX_BODY_LENGTH }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea textarea--tall"
            rows={6}
            value={draft.body}
            placeholder={m.upload.fields.bodyPlaceholder}
            onChange={(event) => onChange({ body: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="tags"
        label={m.upload.fields.tags}
        hint={m.upload.fields.tagsHint}
        error={errors.tags}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.tags}
            autoComplete="off"
            onChange={(event) => onChange({ tags: event.target.value })}
          />
        )}
      </Field>
    </div>
  )
}

/** Send, and beside it the way out: back to the post (an edit) or 「下書きを破棄」. */
function FormActions({
  editing,
  busy,
  onDiscard,
}: {
  editing?: Post
  busy: boolean
  onDiscard: () => void
}) {
  return (
    <div className="upload-form__actions">
      <button type="submit" className="button button--primary button--large" aria-disabled={busy}>
        {editing ? m.upload.edit.submit : m.upload.submit}
      </button>
      {editing ? (
        <Link
          href={pathTo('/app/posts/:id', { id: editing.id })}
          className="button button--secondary"
        >
          {m.upload.edit.cancel}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={onDiscard}
          disabled={busy}
        >
          {m.upload.draft.discard}
        </button>
      )}
    </div>
  )
}

/**
 * The upload form of one signed-in person (their draft is theirs alone). With `editing`, the form
 * starts from that post and saves over it; an edit keeps no draft on the device.
 */
export function UploadForm({ userId, editing }: { userId: number; editing?: Post }) {
  const {
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
  } = useUploadForm(userId, editing)

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
      <TextFields draft={draft} errors={shownErrors} onChange={change} />
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
      <FormActions editing={editing} busy={upload.busy} onDiscard={discard} />
      {editing ? null : <p className="field__hint">{m.upload.draft.note}</p>}
    </form>
  )
}

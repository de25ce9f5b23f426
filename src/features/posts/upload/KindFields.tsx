import { Field } from '../../../components/Field'
import {
  MAX_COUPON_OFFER_LENGTH,
  MAX_COUPON_TERMS_LENGTH,
  textLength,
} from '../../../shared/api/posts'
import m from '../i18n/current'
import type { Draft } from './draft'
import type { FieldErrors } from './validate'

interface KindFieldsProps {
  draft: Draft
  errors: FieldErrors
  onChange: (change: Partial<Draft>) => void
}

/** An event's start and end, typed as Japan time (the town's time, whatever the device says). */
export function EventFields({ draft, errors, onChange }: KindFieldsProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{m.upload.event.legend}</legend>
      <p className="field__hint">{m.upload.event.timeZone}</p>
      <div className="field-pair">
        <Field id="startsAt" label={m.upload.event.start} required error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={draft.startsAt}
              onChange={(event) => onChange({ startsAt: event.target.value })}
            />
          )}
        </Field>
        <Field id="endsAt" label={m.upload.event.end} required error={errors.endsAt}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={draft.endsAt}
              min={draft.startsAt || undefined}
              onChange={(event) => onChange({ endsAt: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  )
}

/** From which day to which day the coupon can be used. */
function CouponValidity({ draft, errors, onChange }: KindFieldsProps) {
  return (
    <div className="field-pair">
      <Field id="validFrom" label={m.upload.coupon.validFrom} error={errors.validFrom}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={draft.validFrom}
            onChange={(event) => onChange({ validFrom: event.target.value })}
          />
        )}
      </Field>
      <Field id="validUntil" label={m.upload.coupon.validUntil} error={errors.validUntil}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={draft.validUntil}
            min={draft.validFrom || undefined}
            onChange={(event) => onChange({ validUntil: event.target.value })}
          />
        )}
      </Field>
    </div>
  )
}

/** How often one person, and everyone together, may use the coupon. */
function CouponLimits({ draft, errors, onChange }: KindFieldsProps) {
  return (
    <div className="field-pair">
      <Field
        id="perUserLimit"
        label={m.upload.coupon.perUser}
        hint={m.upload.coupon.limitHint}
        error={errors.perUserLimit}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={draft.perUserLimit}
            onChange={(event) => onChange({ perUserLimit: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="totalLimit"
        label={m.upload.coupon.total}
        hint={m.upload.coupon.limitHint}
        error={errors.totalLimit}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={draft.totalLimit}
            onChange={(event) => onChange({ totalLimit: event.target.value })}
          />
        )}
      </Field>
    </div>
  )
}

/** The offer, its terms, when it can be used and how often. */
export function CouponFields({ draft, errors, onChange }: KindFieldsProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{m.upload.coupon.legend}</legend>
      <Field
        id="offer"
        label={m.upload.coupon.offer}
        required
        error={errors.offer}
        counter={{ count: textLength(draft.offer), max: MAX_COUPON_OFFER_LENGTH }}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.offer}
            placeholder={m.upload.coupon.offerPlaceholder}
            onChange={(event) => onChange({ offer: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="terms"
        label={m.upload.coupon.terms}
        error={errors.terms}
        counter={{ count: textLength(draft.terms), max: MAX_COUPON_TERMS_LENGTH }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={3}
            value={draft.terms}
            placeholder={m.upload.coupon.termsPlaceholder}
            onChange={(event) => onChange({ terms: event.target.value })}
          />
        )}
      </Field>
      <CouponValidity draft={draft} errors={errors} onChange={onChange} />
      <CouponLimits draft={draft} errors={errors} onChange={onChange} />
    </fieldset>
  )
}

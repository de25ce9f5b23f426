import { SUBJECT_KINDS, type SubjectKind } from '../../../shared/api/moderation'
import m from './i18n/current'

/** A labelled choice of subject kind (post, event, coupon, user, ad); `''` is 「すべて」 where allowed. */
export function KindSelect(props: {
  label: string
  value: SubjectKind | ''
  onChange: (kind: SubjectKind | '') => void
  /** Offers 「すべての種類」 (the value `''`) first. */
  allowAll?: boolean
}) {
  return (
    <label>
      <span className="field__label">{props.label}</span>
      <select
        value={props.value}
        onChange={(e) =>
          props.onChange(SUBJECT_KINDS.find((kind) => kind === e.target.value) ?? '')
        }
      >
        {props.allowAll ? <option value="">{m.desk.allKinds}</option> : null}
        {SUBJECT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {m.kinds[kind]}
          </option>
        ))}
      </select>
    </label>
  )
}

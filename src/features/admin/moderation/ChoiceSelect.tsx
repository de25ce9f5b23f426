import { SUBJECT_KINDS, type SubjectKind } from '../../../shared/api/moderation'
import m from './i18n/current'

/** A labelled choice among `choices`; with `all`, an option of that text (the value `''`) first. */
export function ChoiceSelect<T extends string>(props: {
  label: string
  /** The choice made (`''`: all); a value that is none of them shows as the first option. */
  value: string
  choices: readonly T[]
  text: (choice: T) => string
  onChange: (choice: T | '') => void
  all?: string
}) {
  return (
    <label>
      <span className="field__label">{props.label}</span>
      <select
        value={props.value}
        onChange={(e) => props.onChange(props.choices.find((c) => c === e.target.value) ?? '')}
      >
        {props.all === undefined ? null : <option value="">{props.all}</option>}
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.text(choice)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The choice of subject kind (post, event, coupon, user, ad); `allowAll` offers 「すべての種類」. */
export function KindSelect(props: {
  label: string
  value: SubjectKind | ''
  onChange: (kind: SubjectKind | '') => void
  allowAll?: boolean
}) {
  return (
    <ChoiceSelect
      label={props.label}
      value={props.value}
      choices={SUBJECT_KINDS}
      text={(kind) => m.kinds[kind]}
      onChange={props.onChange}
      all={props.allowAll ? m.desk.allKinds : undefined}
    />
  )
}

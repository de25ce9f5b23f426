import { type FormEvent, useState } from 'react'
import { FormError } from '../../../components/useSubmit'
import type { SubjectKind } from '../../../shared/api/moderation'
import { parseRowId } from '../../../shared/ids'
import { halfWidth } from '../../../shared/text-input'
import { KindSelect } from './ChoiceSelect'
import m from './i18n/current'

/** Opens any subject by kind and id: content nobody reported (an organizer's event) can be acted on too. */
export function OpenSubjectForm({ onOpen }: { onOpen: (kind: SubjectKind, id: number) => void }) {
  const [kind, setKind] = useState<SubjectKind>('event')
  const [raw, setRaw] = useState('')
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const id = parseRowId(halfWidth(raw.trim()))
    if (id === null) return setError(m.openForm.invalid)
    setError(null)
    onOpen(kind, id)
  }

  return (
    <form className="moderation__filters" onSubmit={submit} aria-labelledby="moderation-open-title">
      <h3 id="moderation-open-title" className="moderation__form-title">
        {m.openForm.title}
      </h3>
      <p className="moderation__form-lead">{m.openForm.lead}</p>
      <KindSelect label={m.desk.kind} value={kind} onChange={(next) => next && setKind(next)} />
      <label>
        <span className="field__label">{m.openForm.id}</span>
        <input inputMode="numeric" value={raw} onChange={(e) => setRaw(e.target.value)} />
      </label>
      <button type="submit" className="button">
        {m.openForm.submit}
      </button>
      <FormError error={error} className="field__error" />
    </form>
  )
}

import { FormError, useSubmit } from '../../../components/useSubmit'
import type { SubjectDetail, SubjectKind } from '../../../shared/api/moderation'
import { decideHold } from './api'
import m from './i18n/current'

/** What an NG word held: the word, a profile's waiting edit, and 公開する / 公開しない. */
export function HoldForm(props: {
  kind: SubjectKind
  id: number
  detail: SubjectDetail
  onDone: (next: SubjectDetail) => void
}) {
  const { detail } = props
  const { busy, error, run } = useSubmit(m.ng.decideFailed)
  if (!detail.held) return null
  const held = detail.held
  const decide = (decision: 'publish' | 'remove') =>
    void run(async () => {
      const result = await decideHold(props.kind, props.id, {
        decision,
        version: detail.version,
      })
      props.onDone(result.detail)
    })
  return (
    <div className="moderation__hold">
      <p>
        <strong className="moderation__badge moderation__badge--held">{m.ng.held}</strong>{' '}
        {m.ng.heldLead(held.matched)}
      </p>
      {held.profile ? (
        <dl className="moderation__hold-profile">
          <dt>{m.ng.heldName}</dt>
          <dd>{held.profile.name}</dd>
          <dt>{m.ng.heldBio}</dt>
          <dd className="preserve-lines">{held.profile.bio}</dd>
        </dl>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => decide('publish')}
        >
          {busy ? m.ng.publishing : m.ng.publish}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => decide('remove')}
        >
          {m.ng.removeHeld}
        </button>
      </div>
      <FormError error={error} className="field__error" />
    </div>
  )
}

import { useCallback, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { formatDateTime } from '../../../components/post/time'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type { QueueItem, SubjectKind } from '../../../shared/api/moderation'
import { fetchQueue } from './api'
import { KindSelect } from './ChoiceSelect'
import m from './i18n/current'
import { OpenSubjectForm } from './OpenSubjectForm'
import { reportReasonText } from './reasons'
import { SubjectPanel } from './SubjectPanel'
import './moderation.css'
import { Nums } from '../../../components/Nums'

interface Selected {
  kind: SubjectKind
  id: number
}

type QueueState = 'open' | 'closed'

/** The queue's rows for a state and kind, with the next page on demand. */
function useModerationQueue(state: QueueState, kind: SubjectKind | '') {
  const [items, setItems] = useState<QueueItem[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    fetchQueue({ state, kind })
      .then((page) => {
        setItems(page.items)
        setCursor(page.nextCursor)
        setError(null)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.desk.loadFailed)))
  }, [state, kind])

  useEffect(() => load(), [load])

  function more() {
    fetchQueue({ state, kind, cursor })
      .then((page) => {
        setItems((before) => [...(before ?? []), ...page.items])
        setCursor(page.nextCursor)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.desk.loadFailed)))
  }

  return { items, cursor, error, load, more }
}

/**
 * The moderation desk's queue: the reports (one row per subject, newest activity first) and the
 * opened subject with its actions. Admins and moderators; the server checks.
 */
export function ModerationDesk() {
  const [state, setState] = useState<QueueState>('open')
  const [kind, setKind] = useState<SubjectKind | ''>('')
  const { items, cursor, error, load, more } = useModerationQueue(state, kind)
  const [selected, setSelected] = useState<Selected | null>(null)

  if (error && items === null) {
    return (
      <section className="moderation" aria-labelledby="moderation-title">
        <h2 id="moderation-title">{m.desk.title}</h2>
        <p role="alert" className="field__error">
          {error}
        </p>
      </section>
    )
  }

  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title">{m.desk.title}</h2>
      <p className="moderation__lead">{m.desk.lead}</p>
      <div className="moderation__filters">
        <label>
          <span className="field__label">{m.desk.state}</span>
          <select
            value={state}
            onChange={(e) => setState(e.target.value === 'closed' ? 'closed' : 'open')}
          >
            <option value="open">{m.desk.open}</option>
            <option value="closed">{m.desk.closed}</option>
          </select>
        </label>
        <KindSelect label={m.desk.kind} value={kind} onChange={setKind} allowAll />
      </div>
      <FormError error={error} className="field__error" />
      <OpenSubjectForm onOpen={(kind, id) => setSelected({ kind, id })} />
      {/* The queue takes the page's width; beside it, once a subject is open, that subject. */}
      <div className={`moderation__layout${selected ? ' moderation__layout--open' : ''}`}>
        <div className="moderation__queue">
          {items && items.length === 0 ? (
            <p>{state === 'open' ? m.desk.emptyOpen : m.desk.emptyClosed}</p>
          ) : null}
          <ul className="moderation__list">
            {(items ?? []).map((item) => (
              <QueueRow
                key={`${item.subject.kind}:${item.subject.id}`}
                item={item}
                current={selected?.kind === item.subject.kind && selected.id === item.subject.id}
                onOpen={() => setSelected({ kind: item.subject.kind, id: item.subject.id })}
              />
            ))}
          </ul>
          {cursor ? (
            <button type="button" className="button" onClick={more}>
              {m.desk.more}
            </button>
          ) : null}
        </div>
        {selected ? (
          <SubjectPanel
            key={`${selected.kind}:${selected.id}`}
            kind={selected.kind}
            id={selected.id}
            onActed={load}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </div>
    </section>
  )
}

function QueueRow(props: { item: QueueItem; current: boolean; onOpen: () => void }) {
  const { item } = props
  const title = item.subject.title ?? m.subject.untitled
  return (
    <li className={`moderation__row${props.current ? ' moderation__row--current' : ''}`}>
      <div className="moderation__head">
        <span className="moderation__kind">{m.kinds[item.subject.kind]}</span>
        <button
          type="button"
          className="moderation__open"
          aria-current={props.current ? 'true' : undefined}
          onClick={props.onOpen}
        >
          {title}
        </button>
      </div>
      <p className="moderation__meta">
        <span>{m.desk.reports(item.open_reports || item.total_reports)}</span>
        <span>{m.visibility[item.subject.visibility]}</span>
        {item.held ? (
          <strong className="moderation__badge moderation__badge--held">{m.ng.held}</strong>
        ) : null}
        {item.appealed ? <strong className="moderation__badge">{m.desk.appealed}</strong> : null}
        <span>
          {m.desk.lastActivity}: <Nums>{formatDateTime(item.last_activity_at)}</Nums>
        </span>
      </p>
      {item.reasons.length > 0 ? (
        <ul className="moderation__reasons">
          {item.reasons.map((reason) => (
            <li key={reason.reason}>
              {reportReasonText(reason.reason)} ×{reason.count}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import type { AuditEntry, SubjectDetail, SubjectKind } from '../../../shared/api/moderation'
import { ActionForm } from './ActionForm'
import { AdReviewForm } from './AdReviewForm'
import { fetchSubject } from './api'
import { HoldForm } from './HoldForm'
import m from './i18n/current'
import { reportReasonText } from './reasons'

/** One subject as a moderator opens it: content, suspension, reports, history and actions. */
export function SubjectPanel(props: {
  kind: SubjectKind
  id: number
  onActed: () => void
  onClose: () => void
}) {
  const { kind, id } = props
  const [detail, setDetail] = useState<SubjectDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const load = useCallback(() => {
    fetchSubject(kind, id)
      .then((value) => {
        setDetail(value)
        setError(null)
      })
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.subject.loadFailed)))
  }, [kind, id])

  useEffect(() => load(), [load])
  // Opening a subject moves focus to it, so keyboard and screen reader users land on what opened.
  const loaded = detail !== null
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  const subject = detail?.subject
  return (
    <section className="moderation__subject" aria-labelledby="moderation-subject-title">
      <div className="moderation__subject-head">
        <h3 id="moderation-subject-title" ref={heading} tabIndex={-1}>
          {subject?.title ?? m.subject.heading(m.kinds[kind], id)}
        </h3>
        <button type="button" className="button nowrap" onClick={props.onClose}>
          {m.subject.close}
        </button>
      </div>
      <FormError error={error} className="field__error" />
      {detail && subject ? (
        <>
          <p className="moderation__meta">
            <span>{m.subject.heading(m.kinds[kind], id)}</span>
            <span>{m.visibility[subject.visibility]}</span>
            {detail.appealed ? (
              <strong className="moderation__badge">{m.desk.appealed}</strong>
            ) : null}
          </p>
          {subject.author ? (
            <p>
              {m.subject.author}: {subject.author.name} (#{subject.author.id})
            </p>
          ) : null}
          {detail.body ? <p className="moderation__body">{detail.body}</p> : null}
          {subject.url ? (
            <p>
              <a href={subject.url} target="_blank" rel="noopener">
                {m.subject.viewPublic}
              </a>
            </p>
          ) : null}
          {detail.suspension ? (
            <p className="notice">
              {m.subject.suspended(
                detail.suspension.until ? formatDateTime(detail.suspension.until) : null,
              )}
            </p>
          ) : null}
          <HoldForm
            kind={kind}
            id={id}
            detail={detail}
            onDone={(next) => {
              setDetail(next)
              props.onActed()
            }}
          />
          {detail.ad ? (
            <AdReviewForm
              ad={detail.ad}
              version={detail.version}
              onDone={(next) => {
                setDetail(next)
                props.onActed()
              }}
              onStale={load}
            />
          ) : null}
          {/* Something an NG word holds is decided first (HoldForm), then acted on as ever. */}
          {detail.held ? null : (
            <ActionForm
              kind={kind}
              id={id}
              detail={detail}
              onDone={(next) => {
                setDetail(next)
                props.onActed()
              }}
              onStale={load}
            />
          )}
          <h4>{m.subject.reports}</h4>
          {detail.reports.length === 0 ? <p>{m.subject.noReports}</p> : null}
          <ul className="moderation__entries">
            {detail.reports.map((report) => (
              <li key={report.id}>
                <span className="moderation__when">
                  <Nums>{formatDateTime(report.created_at)}</Nums>
                </span>{' '}
                <span>{report.reporter?.name ?? m.subject.anonymous}</span>{' '}
                <span className="moderation__state">{m.subject.reportStates[report.state]}</span>
                <p>{reportReasonText(report.reason)}</p>
              </li>
            ))}
          </ul>
          <h4>{m.subject.history}</h4>
          {detail.history.length === 0 ? <p>{m.subject.noHistory}</p> : null}
          <ul className="moderation__entries">
            {detail.history.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <li>
      <span className="moderation__when">
        <Nums>{formatDateTime(entry.created_at)}</Nums>
      </span>{' '}
      <span>{entry.actor.name}</span> <strong>{m.actions[entry.action]}</strong>
      {entry.until ? <span> ({formatDateTime(entry.until)})</span> : null}
      <p>{entry.reason}</p>
    </li>
  )
}

import type { ReactNode } from 'react'
import { Nums } from '../../../components/Nums'
import { formatDateTime } from '../../../components/post/time'
import type {
  AuditEntry,
  ReportEntry,
  SubjectDetail,
  SubjectKind,
} from '../../../shared/api/moderation'
import m from './i18n/current'
import { reportReasonText } from './reasons'

/** What the subject is: its kind and number, visibility, author, body, public link, suspension. */
export function SubjectFacts({
  kind,
  id,
  detail,
}: {
  kind: SubjectKind
  id: number
  detail: SubjectDetail
}) {
  const { subject } = detail
  return (
    <>
      <p className="moderation__meta">
        <span>{m.subject.heading(m.kinds[kind], id)}</span>
        <span>{m.visibility[subject.visibility]}</span>
        {detail.appealed ? <strong className="moderation__badge">{m.desk.appealed}</strong> : null}
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
    </>
  )
}

/** The reports made on the subject, newest as the server orders them. */
export function ReportList({ reports }: { reports: ReportEntry[] }) {
  return (
    <Entries title={m.subject.reports} empty={m.subject.noReports}>
      {reports.map((report) => (
        <li key={report.id}>
          <span className="moderation__when">
            <Nums>{formatDateTime(report.created_at)}</Nums>
          </span>{' '}
          <span>{report.reporter?.name ?? m.subject.anonymous}</span>{' '}
          <span className="moderation__state">{m.subject.reportStates[report.state]}</span>
          <p>{reportReasonText(report.reason)}</p>
        </li>
      ))}
    </Entries>
  )
}

/** What moderators did to the subject before. */
export function HistoryList({ history }: { history: AuditEntry[] }) {
  return (
    <Entries title={m.subject.history} empty={m.subject.noHistory}>
      {history.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </Entries>
  )
}

/** A heading over a list of dated entries, or a line saying there are none. */
function Entries(props: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <>
      <h4>{props.title}</h4>
      {props.children.length === 0 ? <p>{props.empty}</p> : null}
      <ul className="moderation__entries">{props.children}</ul>
    </>
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

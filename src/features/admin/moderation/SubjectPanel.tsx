import { FormError } from '../../../components/useSubmit'
import type { SubjectDetail, SubjectKind } from '../../../shared/api/moderation'
import { ActionForm } from './ActionForm'
import { AdReviewForm } from './AdReviewForm'
import { HoldForm } from './HoldForm'
import m from './i18n/current'
import { HistoryList, ReportList, SubjectFacts } from './SubjectSections'
import { useSubjectDetail } from './useSubjectDetail'

/** One subject as a moderator opens it: content, suspension, reports, history and actions. */
export function SubjectPanel(props: {
  kind: SubjectKind
  id: number
  onActed: () => void
  onClose: () => void
}) {
  const { kind, id } = props
  const { detail, setDetail, error, load, heading } = useSubjectDetail(kind, id)
  // Every form answers with the subject as it now is; the desk's queue is told to refresh too.
  const acted = (next: SubjectDetail) => {
    setDetail(next)
    props.onActed()
  }

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
          <SubjectFacts kind={kind} id={id} detail={detail} />
          <HoldForm kind={kind} id={id} detail={detail} onDone={acted} />
          {detail.ad ? (
            <AdReviewForm ad={detail.ad} version={detail.version} onDone={acted} onStale={load} />
          ) : null}
          {/* Something an NG word holds is decided first (HoldForm), then acted on as ever. */}
          {detail.held ? null : (
            <ActionForm kind={kind} id={id} detail={detail} onDone={acted} onStale={load} />
          )}
          <ReportList reports={detail.reports} />
          <HistoryList history={detail.history} />
        </>
      ) : null}
    </section>
  )
}

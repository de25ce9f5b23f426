import type { OrganizerApplication } from '../../../shared/api/organizers'
import m from '../i18n/current'

/** The applicant's latest application: 審査中 / 承認 / 却下, with the reason when rejected. */
export function ApplicationState({ application }: { application: OrganizerApplication }) {
  return (
    <section className="card organizer-state" aria-labelledby="application-state">
      <h2 id="application-state">{m.eventAuth.stateTitle}</h2>
      <p>
        <span className={`organizer-state__badge organizer-state__badge--${application.state}`}>
          {m.eventAuth.states[application.state]}
        </span>{' '}
        {application.organization_name}
      </p>
      {application.state === 'pending' ? <p>{m.eventAuth.pendingNote}</p> : null}
      {application.state === 'rejected' ? (
        <>
          <p>{m.eventAuth.rejectedNote}</p>
          <h3 className="organizer-state__reason-label">{m.eventAuth.reasonLabel}</h3>
          <p className="organizer-state__reason">{application.rejection_reason}</p>
        </>
      ) : null}
    </section>
  )
}

import { Link } from 'wouter'
import { AlertIcon, UserIcon } from '../../../components/icons'
import m from '../i18n/current'

/** A profile that does not exist (404) or could not be loaded (with a retry). */
export function ProfileMissing({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <main className="page page--narrow">
      <section className="empty-state">
        <div className="empty-state__icon">
          {notFound ? <UserIcon size={40} /> : <AlertIcon size={40} />}
        </div>
        <h1 className="empty-state__title">
          {notFound ? m.profile.notFoundTitle : m.profile.loadErrorTitle}
        </h1>
        <div className="empty-state__body">
          <p>{notFound ? m.profile.notFoundBody : m.profile.loadErrorBody}</p>
        </div>
        <div className="empty-state__action">
          {notFound ? (
            <Link href="/app/timeline" className="button button--primary">
              {m.profile.toTimeline}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {m.profile.retry}
            </button>
          )}
        </div>
      </section>
    </main>
  )
}

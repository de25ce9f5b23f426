import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { PageSpinner } from '../../../components/Spinner'
import { toApiError } from '../../../lib/api'
import type {
  OrganizerEvent,
  OrganizerEventSummary,
  OrganizerStatus,
  VenueChoice,
} from '../../../shared/api/organizers'
import { pathTo } from '../../../shared/links'
import {
  fetchOrganizerEvent,
  fetchOrganizerEvents,
  fetchOrganizerStatus,
  fetchVenueChoices,
} from '../api'
import { EventForm } from '../components/EventForm'
import { OwnPlacesSection } from '../components/OwnPlaces'
import m from '../i18n/current'
import '../events.css'

interface Loaded {
  status: OrganizerStatus
  events: OrganizerEventSummary[]
  venues: VenueChoice[]
}

/**
 * What the page shows: the organizer's status, events and venue choices, and the event `?id=`
 * names. Someone who is not an organizer is sent to /app/event-auth instead.
 */
function useEventUploadData(editId: number | null) {
  const [, navigate] = useLocation()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [editing, setEditing] = useState<OrganizerEvent | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(() => {
    Promise.all([fetchOrganizerStatus(), fetchOrganizerEvents(), fetchVenueChoices()])
      .then(([status, events, venues]) => {
        setLoaded({ status, events: events.items, venues: venues.items })
      })
      .catch((err: unknown) => {
        const apiError = toApiError(err)
        if (apiError.error === 'not_organizer') {
          navigate(pathTo('/app/event-auth', { reason: 'not-organizer' }), { replace: true })
          return
        }
        setError(apiErrorText(apiError, m.eventUpload.loadFailed))
      })
  }, [navigate])
  useEffect(() => load(), [load])

  useEffect(() => {
    setEditing(null)
    if (editId === null) return
    let live = true
    fetchOrganizerEvent(editId)
      .then((event) => {
        if (live) setEditing(event)
      })
      .catch((err: unknown) => {
        if (live) setError(apiErrorText(toApiError(err), m.eventUpload.loadFailed))
      })
    return () => {
      live = false
    }
  }, [editId])

  return { loaded, editing, setEditing, error, load }
}

/**
 * Organizers create and edit their events here (`?id=` edits one). A signed-in user who is not an
 * organizer is sent to /app/event-auth, which explains how to become one.
 */
export function EventUploadPage() {
  const [, navigate] = useLocation()
  const editId = Number(new URLSearchParams(useSearch()).get('id')) || null
  const { loaded, editing, setEditing, error, load } = useEventUploadData(editId)
  // Kept here, not in the form: saving a new event moves to its ?id= and remounts the form.
  const [saved, setSaved] = useState<OrganizerEvent | null>(null)
  const [deleted, setDeleted] = useState(false)

  const heading = editId === null ? m.eventUpload.title : m.eventUpload.editTitle
  let content: React.ReactNode
  if (error) {
    content = (
      <p role="alert" className="form-error">
        {error}
      </p>
    )
  } else if (!loaded || (editId !== null && !editing)) {
    content = <PageSpinner />
  } else {
    content = (
      <>
        <EventList events={loaded.events} current={editId} />
        <EventForm
          key={editing?.id ?? 'new'}
          organizations={loaded.status.organizations}
          venues={loaded.venues}
          event={editing}
          onDeleted={() => {
            setSaved(null)
            setDeleted(true)
            load()
            navigate(pathTo('/app/event-upload'), { replace: true })
          }}
          onSaved={(event) => {
            setDeleted(false)
            setSaved(event)
            load()
            if (editId !== event.id)
              navigate(pathTo('/app/event-upload', { id: event.id }), { replace: true })
            else setEditing(event)
          }}
        />
        {deleted ? <p role="status">{m.eventUpload.deleted}</p> : null}
        {saved ? <SavedNotice saved={saved} /> : null}
        {/* Last: it loads its own rows, and growing above the form would push the form down. */}
        <OwnPlacesSection />
      </>
    )
  }
  return (
    <main className="page page--narrow event-upload">
      <h1 className="page-title">{heading}</h1>
      <p className="page-lead">{m.eventUpload.lead}</p>
      {content}
    </main>
  )
}

/** The event just saved, in which state, with a link to it once it is more than a draft. */
function SavedNotice({ saved }: { saved: OrganizerEvent }) {
  return (
    <p role="status" className="event-form__saved">
      {m.eventUpload.saved(m.eventUpload.states[saved.publish_state])}{' '}
      {saved.publish_state !== 'draft' ? (
        <Link href={pathTo('/app/posts/:id', { id: saved.id })}>{m.eventUpload.view}</Link>
      ) : null}
    </p>
  )
}

function EventList({
  events,
  current,
}: {
  events: OrganizerEventSummary[]
  current: number | null
}) {
  return (
    <section className="card" aria-labelledby="my-events">
      <h2 id="my-events">{m.eventUpload.mine}</h2>
      {events.length === 0 ? <p>{m.eventUpload.none}</p> : null}
      <ul className="event-upload__list">
        {events.map((event) => (
          <li key={event.id}>
            <Link
              href={pathTo('/app/event-upload', { id: event.id })}
              aria-current={event.id === current ? 'page' : undefined}
            >
              {event.title}
            </Link>{' '}
            <span className="event-upload__state">{m.eventUpload.states[event.publish_state]}</span>
          </li>
        ))}
      </ul>
      {current !== null ? (
        <Link className="button" href={pathTo('/app/event-upload')}>
          {m.eventUpload.newEvent}
        </Link>
      ) : null}
    </section>
  )
}

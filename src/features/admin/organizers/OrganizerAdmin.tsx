import { useState } from 'react'
import { ApplicationReview } from './ApplicationReview'
import { CodeIssuer } from './CodeIssuer'
import m from './i18n/current'
import './organizer-admin.css'

/** The admin page's organizer section: applications to review and organizer codes. */
export function OrganizerAdmin() {
  const [reviews, setReviews] = useState(0)
  return (
    <section className="organizer-admin" aria-labelledby="organizer-admin">
      <h2 id="organizer-admin">{m.title}</h2>
      <ApplicationReview onReviewed={() => setReviews((n) => n + 1)} />
      <CodeIssuer refreshKey={reviews} />
    </section>
  )
}

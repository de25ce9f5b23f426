/** The one place a page says something went wrong or right: a live region screen readers read. */
export function FormMessage({
  kind,
  message,
  detail,
}: {
  kind: 'error' | 'success' | 'info'
  message: string
  detail?: string | null
}) {
  return (
    <div
      className={`auth-message auth-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p className="auth-message__text">{message}</p>
      {detail && detail !== message ? <p className="auth-message__detail">{detail}</p> : null}
    </div>
  )
}

/** A form's outcome: its failure if it has one, else the server's word of success, else nothing. */
export function OutcomeMessage({
  error,
  success,
}: {
  error: string | null
  success: string | null
}) {
  if (error) return <FormMessage kind="error" message={error} />
  return success ? <FormMessage kind="success" message={success} /> : null
}

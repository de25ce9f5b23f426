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

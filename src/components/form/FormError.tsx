/** A form's failure, read out by screen readers when it appears; nothing when there is none. */
export function FormError({ error, className }: { error: string | null; className?: string }) {
  return error ? (
    <p role="alert" className={className}>
      {error}
    </p>
  ) : null
}

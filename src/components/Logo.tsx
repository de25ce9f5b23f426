// The jimoto mark: a map pin holding a rising sun, and the word mark beside it.
function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-accent-strong)" />
      <path d="M16 26.5s-7-6.1-7-11.6a7 7 0 0 1 14 0c0 5.5-7 11.6-7 11.6z" fill="#fff" />
      <circle cx="16" cy="14.6" r="3.1" fill="var(--color-accent-strong)" />
    </svg>
  )
}

/** Mark + word mark. The surrounding link carries the accessible name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo__word" aria-hidden="true">
        jimoto
      </span>
    </span>
  )
}

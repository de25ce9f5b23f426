// Decorative hero art: a small town under a rising sun with two map pins, framed in a round
// window. Pure SVG (no image request); colours come from the theme variables.
export function TownIllustration() {
  return (
    <svg className="town-illustration" viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="town-window">
          <circle cx="120" cy="120" r="112" />
        </clipPath>
      </defs>
      <circle cx="120" cy="120" r="112" fill="#fff6ea" />
      <g clipPath="url(#town-window)">
        <circle cx="150" cy="96" r="46" fill="var(--color-sun)" />
        <path d="M0 160 Q60 128 120 146 T240 136 V240 H0z" fill="var(--color-hill)" />
        <g fill="var(--color-surface)" stroke="var(--color-ink-soft)" strokeWidth="3">
          <path d="M30 176v-40l24-18 24 18v40z" />
          <path d="M88 176v-60h40v60z" />
          <path d="M138 176v-34l20-16 20 16v34z" />
          <path d="M186 176v-46h34v46z" />
        </g>
        <g fill="var(--color-ink-soft)">
          <rect x="47" y="148" width="14" height="28" rx="2" />
          <rect x="97" y="128" width="9" height="9" rx="2" />
          <rect x="110" y="128" width="9" height="9" rx="2" />
          <rect x="97" y="144" width="9" height="9" rx="2" />
          <rect x="110" y="144" width="9" height="9" rx="2" />
          <rect x="151" y="154" width="14" height="22" rx="2" />
          <rect x="194" y="140" width="7" height="7" rx="2" />
          <rect x="205" y="140" width="7" height="7" rx="2" />
        </g>
        <path d="M0 176h240v64H0z" fill="var(--color-ground)" />
        <path d="M20 204h200" stroke="#fff" strokeWidth="4" strokeDasharray="14 10" />
      </g>
      <circle cx="120" cy="120" r="112" fill="none" stroke="#f4d9cb" strokeWidth="3" />
      <g fill="var(--color-accent-strong)">
        <path d="M108 96s-14-12-14-23.5a14 14 0 0 1 28 0C122 84 108 96 108 96z" />
        <path d="M206 116s-10-8.6-10-16.8a10 10 0 0 1 20 0c0 8.2-10 16.8-10 16.8z" />
      </g>
      <g fill="#fff">
        <circle cx="108" cy="72.5" r="5" />
        <circle cx="206" cy="99.2" r="3.6" />
      </g>
    </svg>
  )
}

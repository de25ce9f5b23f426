import type { ReactNode, SVGProps } from 'react'

// Inline SVG icons (no icon package): 24×24, stroked with currentColor so they follow the text
// colour. Decorative by default (aria-hidden); the control around an icon carries its name.
// The icons of the app's shell (header, menu, footer, home page, 404): the first /app route's
// script carries these only; the others are in ./icons, which only the pages' chunks import.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

export function Svg({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4.2v-5.8H9.2v5.8H5A1.5 1.5 0 0 1 3.5 19z" />
  </Svg>
)

export const TimelineIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M7.5 8.5h9M7.5 12h9M7.5 15.5h5.5" />
  </Svg>
)

export const MapPinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-6.5-5.8-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 15.2 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.4" />
  </Svg>
)

export const PlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <path d="M12 8v8M8 12h8" />
  </Svg>
)

export const StampIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9.2 3.5h5.6v3.2c0 1-.5 1.9-1.3 2.5l-.6.5v3.1h5.4a1.7 1.7 0 0 1 1.7 1.7v2H4v-2a1.7 1.7 0 0 1 1.7-1.7h5.4V9.7l-.6-.5a3.1 3.1 0 0 1-1.3-2.5z" />
    <path d="M5.5 20.5h13" />
  </Svg>
)

export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </Svg>
)

export const LoginIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 3.5h3.5a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2h-3.5M10 16.5l4.5-4.5L10 7.5M14.5 12H3.5" />
  </Svg>
)

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10.8" cy="10.8" r="6.3" />
    <path d="m20 20-4.7-4.7" />
  </Svg>
)

export const SettingsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h9M17 7h3M4 12h3M11 12h9M4 17h11M19 17h1" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="17" r="2" />
  </Svg>
)

export const ExternalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17.5 14v4.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1H10" />
  </Svg>
)

export const CalendarIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M8 3v4M16 3v4M3.5 10.5h17" />
  </Svg>
)

export const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <circle cx="9" cy="9" r="1.8" />
    <path d="m20.5 15.5-5-5-10 10" />
  </Svg>
)

export const MusicIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 18V5.5l11-2V16" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
  </Svg>
)

export const UtensilsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 3.5v6a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-6M7.5 3.5v17M19 14.5v6M19 14.5V3.5a4 4 0 0 0-3.5 4v5a2 2 0 0 0 2 2z" />
  </Svg>
)

export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.3 4.3 2.8 17.5a2 2 0 0 0 1.7 3h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Svg>
)

export const ArrowRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </Svg>
)

export const StarIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z" />
  </Svg>
)

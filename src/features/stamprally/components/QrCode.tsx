import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code drawn in the browser from its text (uqr, pure JS): no image from a server, so the
 * organizer's screen keeps showing the code it has while offline. One SVG path of dark modules.
 */
export function QrCode(props: { text: string; label: string; size?: number }) {
  const { path, size } = useMemo(() => {
    const qr = encode(props.text, { ecc: 'M', border: 4 })
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, size: qr.size }
  }, [props.text])
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${size} ${size}`}
      width={props.size ?? 280}
      height={props.size ?? 280}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

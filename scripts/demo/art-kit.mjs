/**
 * Small helpers shared by the demo illustrations (art-*.mjs). The art is plain SVG so that it
 * renders the same in any Chromium and can be reviewed as text; randomness is seeded so that
 * re-running make-images.mjs reproduces the committed JPEGs.
 */

/** Deterministic PRNG (mulberry32): the same seed always draws the same stars and sparks. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rounds for compact SVG output. */
export const r1 = (n) => Math.round(n * 10) / 10

/** Wraps SVG content in a document of the given size; fonts are the installed Noto CJK. */
export function svg(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"
  font-family="'Noto Sans CJK JP', sans-serif"><defs>${defs}</defs>${body}</svg>`
}

/** Vertical linear gradient from [offset, color] stops. */
export function vgrad(id, stops) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`
}

/** Radial gradient from [offset, color, opacity] stops. */
export function rgrad(id, stops, extra = '') {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')
  return `<radialGradient id="${id}" ${extra}>${s}</radialGradient>`
}

/** A soft film grain: a little noise hides gradient banding in the JPEGs. */
export const grain = (id = 'grain', opacity = 0.06) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
    <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 ${opacity} 0"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>`

/** Full-size rectangle drawn with the grain filter, placed last in a picture. */
export const grainLayer = (w, h, id = 'grain') =>
  `<rect width="${w}" height="${h}" fill="#fff" filter="url(#${id})"/>`

/** Gaussian blur filter. */
export const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

/** Point on a quadratic Bézier curve, used to hang lanterns along a rope. */
export function quad(p0, p1, p2, t) {
  const u = 1 - t
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ]
}

/** A ridge line (mountains, hills) as a closed path down to `base`, from sampled heights. */
export function ridge(w, base, points) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)},${r1(y)}`).join(' ')
  return `${d} L${w},${base} L0,${base} Z`
}

/** A smooth-ish random ridge: a sum of sines, seeded, so each layer of hills differs. */
export function hills(w, base, { y, amp, seed, step = 20 }) {
  const rand = rng(seed)
  const waves = [0, 1, 2].map(() => ({ f: 0.002 + rand() * 0.01, p: rand() * 6.28, a: rand() }))
  const pts = []
  for (let x = 0; x <= w; x += step) {
    const v = waves.reduce((s, k) => s + Math.sin(x * k.f + k.p) * k.a, 0)
    pts.push([x, y - v * amp])
  }
  return ridge(w, base, pts)
}

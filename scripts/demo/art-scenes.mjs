/**
 * Outdoor scenes of the fictional town みなと町: festival lanterns, winter fireworks over the river,
 * the shrine gate, tea fields under Mt. Fuji and the shopping arcade. Each is 1200x800 SVG.
 */
import { blur, grain, grainLayer, hills, quad, r1, rgrad, rng, svg, vgrad } from './art-kit.mjs'
import { shoppingStreet, teaFields } from './art-street.mjs'

const W = 1200
const H = 800

/** One paper lantern (chōchin) with its glow; `mark` is the character painted on it. */
function lantern(x, y, s, red, mark) {
  const body = red ? 'url(#lanRed)' : 'url(#lanWhite)'
  const ink = red ? '#3a0d0d' : '#c0182a'
  const ribs = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => {
      const yy = y + k * 34 * s
      const rx = 26 * s * Math.sqrt(1 - k * k * 0.9)
      return `<path d="M${r1(x - rx)},${r1(yy)} Q${x},${r1(yy + 4 * s)} ${r1(x + rx)},${r1(yy)}" stroke="#000" stroke-opacity=".18" fill="none" stroke-width="${r1(1.2 * s)}"/>`
    })
    .join('')
  const text = mark
    ? `<text x="${x}" y="${r1(y + 10 * s)}" font-size="${r1(28 * s)}" font-weight="700" fill="${ink}" text-anchor="middle" font-family="'Noto Serif CJK JP'">${mark}</text>`
    : ''
  return `<circle cx="${x}" cy="${y}" r="${r1(70 * s)}" fill="url(#glow)"/>
    <line x1="${x}" y1="${r1(y - 48 * s)}" x2="${x}" y2="${r1(y - 36 * s)}" stroke="#222" stroke-width="2"/>
    <ellipse cx="${x}" cy="${y}" rx="${r1(26 * s)}" ry="${r1(34 * s)}" fill="${body}"/>${ribs}${text}
    <rect x="${r1(x - 14 * s)}" y="${r1(y - 38 * s)}" width="${r1(28 * s)}" height="${r1(7 * s)}" rx="2" fill="#1b1b1b"/>
    <rect x="${r1(x - 14 * s)}" y="${r1(y + 31 * s)}" width="${r1(28 * s)}" height="${r1(7 * s)}" rx="2" fill="#1b1b1b"/>`
}

/** A food stall (yatai) with a striped awning and a lit counter. */
function stall(x, w, label, color) {
  const stripes = Array.from({ length: 8 }, (_, i) =>
    i % 2
      ? ''
      : `<rect x="${r1(x + (i * w) / 8)}" y="560" width="${r1(w / 8)}" height="46" fill="#fff"/>`,
  ).join('')
  return `<rect x="${x}" y="600" width="${w}" height="140" fill="#3a1f1a"/>
    <rect x="${x + 10}" y="612" width="${w - 20}" height="78" fill="url(#stallLight)"/>
    <rect x="${x}" y="560" width="${w}" height="46" fill="${color}"/>${stripes}
    <path d="M${x - 8},560 L${x + w + 8},560 L${x + w},548 L${x},548 Z" fill="#2b1410"/>
    <rect x="${x + w / 2 - 70}" y="520" width="140" height="40" rx="6" fill="#fff8e6" stroke="#2b1410" stroke-width="3"/>
    <text x="${x + w / 2}" y="550" font-size="26" font-weight="700" text-anchor="middle" fill="#b3122e">${label}</text>
    <rect x="${x}" y="690" width="${w}" height="16" fill="#5a2e22"/>`
}

function festivalLanterns() {
  const defs = [
    vgrad('sky', [
      [0, '#141a46'],
      [0.45, '#4a2a6e'],
      [0.75, '#d9674a'],
      [1, '#f7b860'],
    ]),
    rgrad('lanRed', [
      [0, '#ffb07a'],
      [0.45, '#f04a2c'],
      [1, '#a8121f'],
    ]),
    rgrad('lanWhite', [
      [0, '#fffbe8'],
      [0.6, '#ffe7b0'],
      [1, '#e0a85a'],
    ]),
    rgrad('glow', [
      [0, '#ffc46b', 0.55],
      [1, '#ff8a3d', 0],
    ]),
    vgrad('stallLight', [
      [0, '#ffd27a'],
      [1, '#ff9a3c'],
    ]),
    grain(),
  ].join('')
  const rand = rng(3)
  const stars = Array.from({ length: 60 }, () => {
    const x = rand() * W
    const y = rand() * 260
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(0.6 + rand() * 1.3)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.6)}"/>`
  }).join('')
  const ropes = [
    [[-40, 90], [600, 260], [1240, 80], 11, 1.05],
    [[-40, 250], [600, 400], [1240, 230], 9, 1.3],
  ]
  const marks = ['祭', '', '奉', '納', '', '祭']
  const lanterns = ropes
    .map(([a, b, c, n, s], ri) => {
      const rope = `<path d="M${a} Q${b} ${c}" stroke="#1a1020" stroke-width="3" fill="none"/>`
      const items = Array.from({ length: n }, (_, i) => {
        const [x, y] = quad(a, b, c, (i + 0.5) / n)
        const red = (i + ri) % 3 !== 1
        return lantern(r1(x), r1(y + 50 * s), s, red, marks[(i + ri * 2) % marks.length])
      }).join('')
      return rope + items
    })
    .join('')
  const people = [
    [150, '#2d1b3d'],
    [420, '#3b1d2c'],
    [470, '#2a2040'],
    [760, '#30182a'],
    [980, '#261a36'],
    [1030, '#3a2030'],
  ]
    .map(
      ([x, c]) =>
        `<circle cx="${x}" cy="676" r="17" fill="${c}"/><path d="M${x - 26},800 Q${x - 24},700 ${x},696 Q${x + 24},700 ${x + 26},800 Z" fill="${c}"/>`,
    )
    .join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <path d="${hills(W, 560, { y: 470, amp: 40, seed: 11 })}" fill="#2a1838" opacity=".8"/>
    <path d="M760,470 L820,430 L1000,430 L1060,470 Z M790,470 h240 v60 h-240 Z" fill="#1c1026"/>
    <path d="M700,440 Q910,360 1120,440 L1100,452 Q910,390 720,452 Z" fill="#1c1026"/>
    ${stall(20, 260, 'たこ焼き', '#d6283c')}${stall(320, 260, 'かき氷', '#2a7ad6')}
    ${stall(620, 260, '金魚すくい', '#e0457b')}${stall(920, 260, '焼きそば', '#d6283c')}
    <rect y="740" width="${W}" height="60" fill="#22131c"/>${people}${lanterns}${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

/** A firework burst: rays of sparks fading outwards, plus a soft halo. */
function burst(cx, cy, r, color, seed, willow = false) {
  const rand = rng(seed)
  const n = willow ? 34 : 56
  let out = `<circle cx="${cx}" cy="${cy}" r="${r * 1.1}" fill="${color}" opacity=".10" filter="url(#soft)"/>`
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rand() * 0.08
    const len = r * (0.85 + rand() * 0.2)
    const ex = cx + Math.cos(a) * len
    const ey = cy + Math.sin(a) * len + (willow ? len * 0.45 : 0)
    const mx = cx + Math.cos(a) * len * 0.6
    const my = cy + Math.sin(a) * len * 0.6 - (willow ? 10 : 0)
    out += `<path d="M${r1(cx + Math.cos(a) * r * 0.12)},${r1(cy + Math.sin(a) * r * 0.12)} Q${r1(mx)},${r1(my)} ${r1(ex)},${r1(ey)}" stroke="${color}" stroke-width="${willow ? 1.6 : 2}" fill="none" opacity=".55" stroke-linecap="round"/>`
    out += `<circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(2.5 + rand() * 2)}" fill="#fff"/>`
    out += `<circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(5 + rand() * 3)}" fill="${color}" opacity=".55"/>`
  }
  return out
}

function fireworksRiver() {
  const defs = [
    vgrad('night', [
      [0, '#03040f'],
      [0.6, '#141c44'],
      [1, '#2d3b70'],
    ]),
    vgrad('river', [
      [0, '#1b2550'],
      [1, '#05081a'],
    ]),
    blur('soft', 14),
    blur('reflect', 5),
    grain('grain', 0.05),
  ].join('')
  const rand = rng(5)
  const stars = Array.from({ length: 90 }, () => {
    return `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 420)}" r="${r1(0.5 + rand())}" fill="#fff" opacity="${r1(0.2 + rand() * 0.6)}"/>`
  }).join('')
  const bursts = [
    burst(330, 200, 150, '#ff4d6d', 1),
    burst(720, 150, 120, '#ffd34d', 2, true),
    burst(980, 260, 110, '#5ee1ff', 3),
    burst(560, 300, 80, '#b07bff', 4),
    burst(140, 330, 70, '#7dff8a', 6),
  ].join('')
  const windows = Array.from({ length: 70 }, () => {
    const x = rand() * W
    const y = 470 + rand() * 40
    return `<rect x="${r1(x)}" y="${r1(y)}" width="4" height="5" fill="#ffd98a" opacity="${r1(0.5 + rand() * 0.5)}"/>`
  }).join('')
  let skyline = 'M0,520 '
  for (let x = 0; x <= W; x += 40) {
    const h = 470 + rand() * 40 - (x > 820 && x < 900 ? 40 : 0)
    skyline += `L${x},${r1(h)} L${x + 40},${r1(h)} `
  }
  skyline += `L${W},540 L0,540 Z`
  const bridge = `<path d="M0,555 Q600,470 1200,555 L1200,575 Q600,492 0,575 Z" fill="#0b0d1c"/>
    ${[150, 300, 450, 600, 750, 900, 1050].map((x) => `<rect x="${x - 2}" y="${r1(555 - 85 * (1 - ((x - 600) / 600) ** 2) - 20)}" width="4" height="22" fill="#0b0d1c"/><circle cx="${x}" cy="${r1(555 - 85 * (1 - ((x - 600) / 600) ** 2) - 22)}" r="4" fill="#ffe2a0"/>`).join('')}
    ${[200, 600, 1000].map((x) => `<rect x="${x - 14}" y="555" width="28" height="70" fill="#0b0d1c"/>`).join('')}`
  const ripples = Array.from({ length: 40 }, () => {
    const x = rand() * W
    const y = 600 + rand() * 190
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(30 + rand() * 90)}" height="2" rx="1" fill="#fff" opacity="${r1(0.05 + rand() * 0.12)}"/>`
  }).join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#night)"/>${stars}${bursts}
    <path d="${hills(W, 540, { y: 470, amp: 30, seed: 21 })}" fill="#0e1430"/>
    <path d="${skyline}" fill="#0a0e22"/>${windows}
    <rect y="540" width="${W}" height="260" fill="url(#river)"/>
    <g transform="translate(0,1080) scale(1,-1)" opacity=".35" filter="url(#reflect)">${bursts}</g>
    ${ripples}${bridge}${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

function shrineTorii() {
  const defs = [
    vgrad('sky', [
      [0, '#8ec5ee'],
      [0.7, '#d8ecf7'],
      [1, '#f6efe0'],
    ]),
    vgrad('path', [
      [0, '#b9b2a4'],
      [1, '#8c8577'],
    ]),
    vgrad('pillar', [
      [0, '#e8462a'],
      [1, '#b8301a'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const rand = rng(9)
  const maple = (cx, cy, rad, seed) => {
    const rr = rng(seed)
    const cols = ['#d9381e', '#f07d1e', '#f5b301', '#c22a1a', '#e85d2a']
    return Array.from({ length: 70 }, () => {
      const a = rr() * 6.28
      const d = Math.sqrt(rr()) * rad
      return `<circle cx="${r1(cx + Math.cos(a) * d * 1.3)}" cy="${r1(cy + Math.sin(a) * d * 0.8)}" r="${r1(14 + rr() * 22)}" fill="${cols[Math.floor(rr() * cols.length)]}" opacity=".9"/>`
    }).join('')
  }
  const leaves = Array.from({ length: 40 }, () => {
    const x = rand() * W
    const y = 300 + rand() * 500
    const c = ['#d9381e', '#f07d1e', '#f5b301'][Math.floor(rand() * 3)]
    return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="6" ry="3.5" fill="${c}" transform="rotate(${r1(rand() * 180)} ${r1(x)} ${r1(y)})"/>`
  }).join('')
  const toro = (x, s) =>
    `<g fill="#9a958b" stroke="#6f6a61" stroke-width="2"><rect x="${x - 8 * s}" y="${680 - 120 * s}" width="${16 * s}" height="${120 * s}"/>
     <rect x="${x - 28 * s}" y="${680 - 140 * s}" width="${56 * s}" height="${22 * s}"/>
     <path d="M${x - 40 * s},${680 - 140 * s} L${x},${680 - 175 * s} L${x + 40 * s},${680 - 140 * s} Z"/>
     <rect x="${x - 24 * s}" y="${680 - 10 * s}" width="${48 * s}" height="${14 * s}"/></g>
     <rect x="${x - 12 * s}" y="${680 - 136 * s}" width="${24 * s}" height="${14 * s}" fill="#ffe9a8"/>`
  const torii = `<g>
    <rect x="420" y="250" width="42" height="470" fill="url(#pillar)"/>
    <rect x="738" y="250" width="42" height="470" fill="url(#pillar)"/>
    <rect x="410" y="700" width="62" height="26" fill="#2a2a2a"/><rect x="728" y="700" width="62" height="26" fill="#2a2a2a"/>
    <rect x="370" y="300" width="460" height="30" fill="#d9381e"/>
    <path d="M320,215 Q600,245 880,215 L875,250 Q600,275 325,250 Z" fill="#d9381e"/>
    <path d="M300,190 Q600,230 900,190 L890,218 Q600,252 310,218 Z" fill="#1f1f1f"/>
    <rect x="578" y="255" width="44" height="50" fill="#d9381e"/>
    <rect x="568" y="248" width="64" height="70" fill="#1f1f1f" rx="3"/>
    <text x="600" y="283" font-size="24" fill="#f2c14e" text-anchor="middle" font-family="'Noto Serif CJK JP'" font-weight="700">湊</text>
    <text x="600" y="310" font-size="24" fill="#f2c14e" text-anchor="middle" font-family="'Noto Serif CJK JP'" font-weight="700">宮</text></g>`
  const steps = Array.from({ length: 6 }, (_, i) => {
    const y = 690 + i * 18
    const half = 120 + i * 60
    return `<rect x="${600 - half}" y="${y}" width="${half * 2}" height="10" fill="#a49d90" opacity=".6"/>`
  }).join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <ellipse cx="300" cy="120" rx="120" ry="28" fill="#fff" opacity=".8"/><ellipse cx="380" cy="105" rx="80" ry="26" fill="#fff" opacity=".8"/>
    <ellipse cx="950" cy="90" rx="140" ry="26" fill="#fff" opacity=".7"/>
    <path d="${hills(W, 700, { y: 430, amp: 60, seed: 31 })}" fill="#7d9bb8"/>
    <path d="${hills(W, 700, { y: 520, amp: 50, seed: 32 })}" fill="#3f6b4f"/>
    <path d="${hills(W, 720, { y: 600, amp: 30, seed: 33 })}" fill="#2f5a3c"/>
    ${maple(110, 430, 170, 41)}${maple(1090, 410, 180, 42)}
    <path d="M470,700 L730,700 L1000,800 L200,800 Z" fill="url(#path)"/>
    <rect y="700" width="${W}" height="100" fill="#6f8f5a" opacity=".35"/>${steps}
    ${toro(270, 1.1)}${toro(930, 1.1)}${torii}${leaves}${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

/** Pictures exported to make-images.mjs, keyed by file name (without .jpg). */
export const scenes = {
  'festival-lanterns': { w: W, h: H, draw: festivalLanterns },
  'fireworks-river': { w: W, h: H, draw: fireworksRiver },
  'shrine-torii': { w: W, h: H, draw: shrineTorii },
  'tea-fields': { w: W, h: H, draw: teaFields },
  'shopping-street': { w: W, h: H, draw: shoppingStreet },
}

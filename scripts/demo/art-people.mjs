/**
 * People and the rally map: an artist portrait (800x800), user avatars (400x400) and the
 * illustrated stamp rally map (1200x800), whose numbered spots are placed from the same
 * coordinates as the rally_spots rows, so the picture and the data agree.
 */
import { grain, grainLayer, r1, rgrad, svg, vgrad } from './art-kit.mjs'
import { rallySpots } from './data-culture.mjs'

const SKIN = '#f4cfb0'

/** A head-and-shoulders bust centred at x=200 on a 400x400 canvas. */
function bust({ bg, skin = SKIN, hair, shirt, style, accent = '#fff' }) {
  const back =
    style === 'long'
      ? `<path d="M108,200 Q96,86 200,84 Q304,86 292,200 L306,360 Q200,385 94,360 Z" fill="${hair}"/>`
      : ''
  const fronts = {
    long: `<path d="M116,196 Q110,90 200,88 Q290,90 284,196 Q272,140 236,126 Q206,150 162,132 Q126,150 116,196 Z" fill="${hair}"/>`,
    short: `<path d="M120,182 Q114,86 200,84 Q286,86 280,182 Q270,128 232,124 Q200,136 166,122 Q130,128 120,182 Z" fill="${hair}"/>`,
    cap: `<path d="M120,182 Q116,120 130,150 L270,150 Q284,120 280,182 Z" fill="${hair}"/>
      <path d="M118,158 Q118,74 200,72 Q282,74 282,158 Z" fill="${accent}"/>
      <path d="M200,72 L200,156" stroke="#000" stroke-opacity=".15" stroke-width="3"/>
      <path d="M122,156 Q200,140 278,156 Q284,172 200,170 Q116,172 122,156 Z" fill="${accent}"/>
      <path d="M122,156 Q200,140 278,156 Q284,172 200,170 Q116,172 122,156 Z" fill="#000" opacity=".18"/>
      <circle cx="200" cy="74" r="8" fill="${accent}"/>`,
    band: `<path d="M120,176 Q114,88 200,86 Q286,88 280,176 Q270,128 232,126 Q200,138 166,124 Q130,130 120,176 Z" fill="${hair}"/>
      <path d="M114,150 Q200,120 286,150 L286,176 Q200,146 114,176 Z" fill="#fff" stroke="#d8d8d8" stroke-width="2"/>
      <path d="M282,152 L318,136 L306,166 Z M282,164 L316,184 L296,190 Z" fill="#fff" stroke="#d8d8d8" stroke-width="2"/>`,
  }
  return `<rect width="400" height="400" fill="${bg}"/>
    <circle cx="330" cy="70" r="90" fill="#fff" opacity=".18"/><circle cx="60" cy="340" r="70" fill="#fff" opacity=".14"/>
    ${back}<path d="M40,400 Q46,300 200,292 Q354,300 360,400 Z" fill="${shirt}"/>
    <rect x="176" y="250" width="48" height="54" rx="14" fill="${skin}"/>
    <path d="M176,290 Q200,312 224,290 L224,300 Q200,322 176,300 Z" fill="#000" opacity=".08"/>
    <circle cx="122" cy="200" r="16" fill="${skin}"/><circle cx="278" cy="200" r="16" fill="${skin}"/>
    <ellipse cx="200" cy="186" rx="80" ry="92" fill="${skin}"/>${fronts[style]}
    <path d="M160,176 Q172,168 184,176 M216,176 Q228,168 240,176" stroke="#3a2a22" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="172" cy="196" r="8" fill="#2a2a2a"/><circle cx="228" cy="196" r="8" fill="#2a2a2a"/>
    <circle cx="175" cy="193" r="2.5" fill="#fff"/><circle cx="231" cy="193" r="2.5" fill="#fff"/>
    <ellipse cx="152" cy="226" rx="16" ry="9" fill="#f08a8a" opacity=".45"/><ellipse cx="248" cy="226" rx="16" ry="9" fill="#f08a8a" opacity=".45"/>
    <path d="M178,236 Q200,258 222,236" stroke="#8a3a2a" stroke-width="5" fill="none" stroke-linecap="round"/>`
}

const avatar = (opts) => ({ w: 400, h: 400, draw: () => svg(400, 400, bust(opts)) })

/** Tourism association emblem: sun, sea waves and the town's name. */
function emblem() {
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M70,${230 + i * 34} q22,-22 44,0 t44,0 t44,0 t44,0 t44,0 t44,0" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
    )
    .join('')
  const body = `<rect width="400" height="400" fill="#0f7c86"/>
    <circle cx="200" cy="200" r="170" fill="none" stroke="#fff" stroke-width="6" opacity=".5"/>
    <circle cx="200" cy="170" r="58" fill="#f6a531"/>
    <rect x="60" y="214" width="280" height="130" fill="#0f7c86"/>${waves}
    <text x="200" y="146" font-size="22" fill="#fff" text-anchor="middle" font-weight="700" opacity=".9" dy="-60">観光協会</text>
    <text x="200" y="345" font-size="54" fill="#fff" text-anchor="middle" font-weight="900" letter-spacing="4">みなと町</text>`
  return svg(400, 400, body)
}

/** The artist 早瀬みお with her acoustic guitar, in flat colours. */
function artistMio() {
  const defs = [
    rgrad('guitar', [
      [0, '#e9a85a'],
      [1, '#b8702e'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const notes = [
    [120, 160, 1],
    [660, 220, 1.3],
    [610, 110, 0.9],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x},${y}) scale(${s})" fill="#fff" opacity=".8"><ellipse cx="0" cy="40" rx="16" ry="12" transform="rotate(-20 0 40)"/><rect x="12" y="-20" width="6" height="60"/><path d="M18,-20 Q40,-10 34,14 Q30,0 18,-4 Z"/></g>`,
    )
    .join('')
  const body = `<rect width="800" height="800" fill="#f1b94f"/>
    <circle cx="400" cy="430" r="330" fill="#f7d68b"/>${notes}
    <path d="M230,360 Q222,210 400,200 Q578,210 570,360 L590,560 Q400,600 210,560 Z" fill="#3a2622"/>
    <path d="M170,800 Q176,600 400,580 Q624,600 630,800 Z" fill="#2f6f8f"/>
    <rect x="366" y="470" width="68" height="110" rx="20" fill="${SKIN}"/>
    <ellipse cx="400" cy="380" rx="120" ry="136" fill="${SKIN}"/>
    <path d="M276,390 Q262,230 400,222 Q538,230 524,390 Q506,300 450,286 Q410,318 352,290 Q300,300 276,390 Z" fill="#3a2622"/>
    <path d="M338,392 Q356,406 374,392 M426,392 Q444,406 462,392" stroke="#3a2622" stroke-width="7" fill="none" stroke-linecap="round"/>
    <ellipse cx="322" cy="430" rx="24" ry="13" fill="#f08a8a" opacity=".5"/><ellipse cx="478" cy="430" rx="24" ry="13" fill="#f08a8a" opacity=".5"/>
    <ellipse cx="400" cy="452" rx="20" ry="14" fill="#b0413e"/>
    <g transform="rotate(-24 400 690)">
      <rect x="420" y="670" width="330" height="34" rx="6" fill="#5a3a22"/>
      <rect x="736" y="660" width="64" height="54" rx="10" fill="#3a2616"/>
      <circle cx="300" cy="690" r="150" fill="url(#guitar)" stroke="#7a4416" stroke-width="8"/>
      <circle cx="440" cy="690" r="104" fill="url(#guitar)" stroke="#7a4416" stroke-width="8"/>
      <rect x="300" y="600" width="150" height="180" fill="url(#guitar)"/>
      <circle cx="400" cy="690" r="40" fill="#2a1608"/>
      <rect x="236" y="666" width="20" height="48" rx="4" fill="#3a2616"/>
      ${[-12, -4, 4, 12].map((d) => `<line x1="246" y1="${690 + d}" x2="790" y2="${690 + d}" stroke="#f4ead8" stroke-width="2"/>`).join('')}</g>
    <path d="M206,800 Q190,700 330,700 L370,730 Q320,760 300,800 Z" fill="#2a6480"/>
    <circle cx="352" cy="716" r="30" fill="${SKIN}"/>
    <path d="M600,800 Q640,660 600,600 L560,610 Q590,700 540,800 Z" fill="#2a6480"/>
    <circle cx="590" cy="588" r="28" fill="${SKIN}"/>
    ${grainLayer(800, 800)}`
  return svg(800, 800, body, defs)
}

/** Rally spot coordinates -> map pixels (north up, sea to the east). */
const toMap = (lat, lng) => [
  r1(170 + ((lng - 139.086) / 0.0126) * 640),
  r1(120 + ((34.98 - lat) / 0.0172) * 600),
]

function rallyMap() {
  const defs = [
    vgrad('seaMap', [
      [0, '#9fd3ea'],
      [1, '#78bfe0'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const pts = rallySpots.map((s) => toMap(s.lat, s.lng))
  const route = `<path d="M${pts.map((p) => p.join(',')).join(' L')}" stroke="#e63946" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round" fill="none"/>`
  // Label beside the pin (1 right, -1 left) or, where spots crowd together, below it (0).
  const labelSide = [1, 1, 0, 1, -1, -1]
  const markers = rallySpots
    .map((s, i) => {
      const [x, y] = pts[i]
      const side = labelSide[i]
      const w = s.name.length * 24 + 30
      const lx = side > 0 ? x + 34 : side < 0 ? x - 34 - w : x - w / 2
      const ly = side === 0 ? y + 12 : y - 72
      return `<path d="M${x},${y} q-26,-34 -26,-52 a26,26 0 1 1 52,0 q0,18 -26,52 Z" fill="#e63946" stroke="#fff" stroke-width="4"/>
        <text x="${x}" y="${y - 42}" font-size="28" font-weight="900" fill="#fff" text-anchor="middle">${s.position}</text>
        <rect x="${lx}" y="${ly}" width="${w}" height="40" rx="20" fill="#fff" stroke="#e63946" stroke-width="3"/>
        <text x="${lx + w / 2}" y="${ly + 28}" font-size="22" font-weight="700" fill="#333" text-anchor="middle">${s.name}</text>`
    })
    .join('')
  const waves = Array.from({ length: 14 }, (_, i) => {
    const x = 960 + (i % 3) * 70 + (i % 2) * 30
    const y = 120 + i * 48
    return `<path d="M${x},${y} q12,-10 24,0 t24,0" stroke="#fff" stroke-width="4" fill="none" opacity=".8"/>`
  }).join('')
  const trees = [
    [120, 160],
    [150, 200],
    [95, 230],
    [190, 120],
    [230, 90],
    [70, 120],
    [110, 300],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="22" fill="#7dbb6a"/><rect x="${x - 3}" y="${y + 16}" width="6" height="12" fill="#7a5a3a"/>`,
    )
    .join('')
  const [stX, stY] = pts[0]
  const body = `<rect width="1200" height="800" fill="#f5ecd7"/>
    <path d="M930,0 Q900,160 950,300 Q1000,420 940,560 Q900,680 960,800 L1200,800 L1200,0 Z" fill="url(#seaMap)"/>${waves}
    <path d="M0,500 Q200,470 340,560 Q520,690 700,640 Q860,600 960,640" stroke="#9fd3ea" stroke-width="34" fill="none"/>
    <path d="M0,500 Q200,470 340,560 Q520,690 700,640 Q860,600 960,640" stroke="#c6e6f3" stroke-width="10" fill="none"/>
    <path d="M0,0 L330,0 Q300,120 200,200 Q120,260 0,330 Z" fill="#cfe3b8"/>${trees}
    <rect x="560" y="620" width="200" height="90" rx="30" fill="#bfe0a8" opacity=".9"/>
    <g stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round">
      <path d="M0,400 L930,400"/><path d="M600,0 L600,800"/><path d="M200,200 L600,400 L900,300"/><path d="M300,800 L600,400"/></g>
    <g stroke="#d9cdb3" stroke-width="2" fill="none"><path d="M0,392 L930,392 M0,408 L930,408"/></g>
    <path d="M${stX - 300},${stY + 14} L${stX + 320},${stY - 20}" stroke="#555" stroke-width="8"/>
    <path d="M${stX - 300},${stY + 14} L${stX + 320},${stY - 20}" stroke="#fff" stroke-width="4" stroke-dasharray="16 16"/>
    <rect x="940" y="258" width="110" height="14" fill="#b9ad98"/><text x="1000" y="250" font-size="20" fill="#2a6fa8" text-anchor="middle" font-weight="700">みなと港</text>
    <text x="150" y="480" font-size="22" fill="#3a8ab8" font-weight="700">みなと川</text>
    <text x="70" y="60" font-size="22" fill="#4f7a3a" font-weight="700">山手</text>
    ${route}${markers}
    <g transform="translate(40,580)"><rect width="330" height="180" rx="16" fill="#fff" stroke="#1d3557" stroke-width="4"/>
      <text x="165" y="52" font-size="30" font-weight="900" fill="#1d3557" text-anchor="middle">秋のまちあるき</text>
      <text x="165" y="98" font-size="38" font-weight="900" fill="#e63946" text-anchor="middle">スタンプラリー</text>
      <text x="165" y="140" font-size="20" fill="#333" text-anchor="middle">6つのスポットをめぐろう</text>
      <text x="165" y="166" font-size="16" fill="#666" text-anchor="middle">11/1〜12/25 ・ 約4km</text></g>
    <g transform="translate(1110,90)"><circle r="46" fill="#fff" opacity=".9"/><path d="M0,-38 L12,6 L0,0 L-12,6 Z" fill="#e63946"/><path d="M0,38 L12,-6 L0,0 L-12,-6 Z" fill="#1d3557"/>
      <text y="-48" font-size="20" font-weight="700" text-anchor="middle" fill="#1d3557" dy="-2">N</text></g>
    ${grainLayer(1200, 800)}`
  return svg(1200, 800, body, defs)
}

/** Pictures exported to make-images.mjs, keyed by file name (without .jpg). */
export const people = {
  'artist-mio': { w: 800, h: 800, draw: artistMio },
  'stamp-rally-map': { w: 1200, h: 800, draw: rallyMap },
  'avatar-hanako': avatar({ bg: '#f6b8c6', hair: '#3a2622', shirt: '#f7f3e8', style: 'long' }),
  'avatar-kenta': avatar({
    bg: '#9fd0f0',
    hair: '#222',
    shirt: '#2f5f8f',
    style: 'cap',
    accent: '#e76f51',
  }),
  'avatar-daisuke': avatar({ bg: '#f6c27a', hair: '#2a2a2a', shirt: '#2a2a2a', style: 'band' }),
  'avatar-kanko': { w: 400, h: 400, draw: emblem },
}

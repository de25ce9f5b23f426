/**
 * Food illustrations for the restaurant and shop pages: a bowl of shōyu ramen seen from above,
 * a seaside café table and a bakery shelf. 1200x800 SVG each.
 */
import { blur, grain, grainLayer, r1, rgrad, rng, svg, vgrad } from './art-kit.mjs'

const W = 1200
const H = 800

/** Horizontal wooden planks with wavy grain, used as a table top. */
function planks(y0, colors, seed) {
  const rand = rng(seed)
  let out = ''
  const n = colors.length
  const h = (H - y0) / n
  colors.forEach((c, i) => {
    const y = y0 + i * h
    out += `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(h)}" fill="${c}"/>`
    for (let g = 0; g < 6; g++) {
      const gy = y + 10 + rand() * (h - 20)
      out += `<path d="M0,${r1(gy)} C300,${r1(gy - 8)} 500,${r1(gy + 10)} 800,${r1(gy)} S1100,${r1(gy - 6)} 1200,${r1(gy + 4)}" stroke="#5a3418" stroke-opacity=".18" stroke-width="2" fill="none"/>`
    }
    out += `<rect x="0" y="${r1(y)}" width="${W}" height="3" fill="#3e2412" opacity=".35"/>`
  })
  return out
}

export function ramen() {
  const defs = [
    rgrad('soup', [
      [0, '#f4c074'],
      [0.7, '#d98d3c'],
      [1, '#a8601f'],
    ]),
    rgrad('yolk', [
      [0, '#ffb21a'],
      [0.7, '#f08a10'],
      [1, '#d4700c'],
    ]),
    rgrad('bowlShade', [
      [0.8, '#000', 0],
      [1, '#000', 0.25],
    ]),
    '<clipPath id="soupClip"><circle cx="560" cy="410" r="292"/></clipPath>',
    blur('steam', 8),
    grain('grain', 0.05),
  ].join('')
  const rand = rng(12)
  const cx = 560
  const cy = 410
  let raimon = ''
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2
    const x = cx + Math.cos(a) * 320
    const y = cy + Math.sin(a) * 320
    raimon += `<rect x="${r1(x - 9)}" y="${r1(y - 9)}" width="18" height="18" fill="none" stroke="#c8102e" stroke-width="4" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x)} ${r1(y)})"/>`
  }
  let noodles = ''
  for (let i = 0; i < 26; i++) {
    const y = 430 + i * 12
    let d = `M${r1(240 + rand() * 40)},${y}`
    for (let x = 300; x < 860; x += 60)
      d += ` Q${x - 30},${r1(y - 16 - rand() * 8)} ${x},${r1(y + rand() * 6)}`
    noodles += `<path d="${d}" stroke="#c99a3a" stroke-width="12" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#f6dc86" stroke-width="7" fill="none" stroke-linecap="round"/>`
  }
  const oil = Array.from({ length: 40 }, () => {
    const a = rand() * 6.28
    const d = Math.sqrt(rand()) * 270
    return `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(3 + rand() * 9)}" fill="#ffe6a8" opacity=".45" stroke="#fff4d0" stroke-opacity=".6"/>`
  }).join('')
  const chashu = (x, y, r, rot) =>
    `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.85}" fill="#d79b7c" stroke="#7a3b1c" stroke-width="12"/>
     <path d="M${x - r * 0.6},${y - 10} Q${x},${y - r * 0.5} ${x + r * 0.5},${y + 5}" stroke="#f6d7c3" stroke-width="8" fill="none" opacity=".8"/>
     <path d="M${x - r * 0.4},${y + 25} Q${x + 10},${y + 5} ${x + r * 0.55},${y + 35}" stroke="#f6d7c3" stroke-width="6" fill="none" opacity=".7"/></g>`
  const egg = (x, y, rot) =>
    `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="70" ry="52" fill="#fbf4e4" stroke="#d8b98a" stroke-width="3"/><ellipse cx="${x + 4}" cy="${y}" rx="38" ry="30" fill="url(#yolk)"/></g>`
  const negi = Array.from({ length: 26 }, () => {
    const x = 520 + rand() * 120
    const y = 330 + rand() * 90
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(7 + rand() * 4)}" fill="#c8ec8a" stroke="#4f9a2a" stroke-width="3"/>`
  }).join('')
  const menma = Array.from({ length: 6 }, (_, i) => {
    const x = 330 + i * 16
    return `<rect x="${x}" y="${300 + (i % 2) * 8}" width="14" height="70" rx="4" fill="#c9924a" stroke="#8a5a26" stroke-width="2" transform="rotate(${-20 + i * 4} ${x} 330)"/>`
  }).join('')
  const naruto = `<circle cx="700" cy="250" r="46" fill="#fff" stroke="#eee" stroke-width="6" stroke-dasharray="8 6"/>
    <path d="M700,250 m0,-6 a6,6 0 1 1 -6,6 a12,12 0 1 1 12,12 a20,20 0 1 1 -20,-20 a28,28 0 1 1 28,28" stroke="#e8507a" stroke-width="6" fill="none"/>`
  const steam = [480, 560, 640]
    .map(
      (x, i) =>
        `<path d="M${x},${200 - i * 10} C${x - 40},140 ${x + 40},100 ${x},40" stroke="#fff" stroke-width="18" fill="none" opacity=".35" filter="url(#steam)" stroke-linecap="round"/>`,
    )
    .join('')
  const body = `${planks(0, ['#a8703f', '#b27a47', '#a26a3a', '#b98250', '#a9713f'], 4)}
    <ellipse cx="${cx + 14}" cy="${cy + 20}" rx="352" ry="352" fill="#000" opacity=".3" filter="url(#steam)"/>
    <circle cx="${cx}" cy="${cy}" r="345" fill="#f7f2e8"/>${raimon}
    <circle cx="${cx}" cy="${cy}" r="345" fill="url(#bowlShade)"/>
    <circle cx="${cx}" cy="${cy}" r="296" fill="#8a4d1c"/>
    <circle cx="${cx}" cy="${cy}" r="292" fill="url(#soup)"/>
    <g clip-path="url(#soupClip)">${oil}${noodles}
      <rect x="380" y="90" width="150" height="190" fill="#1c2a1c" transform="rotate(-12 455 185)"/>
      <rect x="470" y="80" width="150" height="190" fill="#243424" transform="rotate(6 545 175)"/>
      ${chashu(760, 380, 95, 15)}${chashu(700, 480, 85, -20)}${egg(360, 430, -25)}${egg(420, 520, 20)}
      ${menma}${naruto}${negi}</g>
    <rect x="960" y="90" width="26" height="640" rx="10" fill="#e2bf8e" stroke="#b08a5a" stroke-width="3" transform="rotate(8 973 410)"/>
    <rect x="1010" y="90" width="26" height="640" rx="10" fill="#e2bf8e" stroke="#b08a5a" stroke-width="3" transform="rotate(10 1023 410)"/>
    <rect x="930" y="640" width="150" height="34" rx="16" fill="#3a3a3a"/>
    <g transform="rotate(-4 1020 130)"><rect x="930" y="40" width="230" height="150" rx="8" fill="#fff8e8" stroke="#7a4a22" stroke-width="5"/>
      <text x="1045" y="98" font-size="38" font-weight="900" text-anchor="middle" fill="#7a1010" font-family="'Noto Serif CJK JP'">港屋</text>
      <text x="1045" y="146" font-size="26" font-weight="700" text-anchor="middle" fill="#333">醤油らーめん</text>
      <text x="1045" y="178" font-size="22" text-anchor="middle" fill="#333">850円</text></g>
    ${steam}${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

export function cafe() {
  const defs = [
    vgrad('outSky', [
      [0, '#7ec4f0'],
      [1, '#dff1fb'],
    ]),
    vgrad('sea', [
      [0, '#2f86c0'],
      [1, '#1d5f91'],
    ]),
    vgrad('table', [
      [0, '#9a6a44'],
      [1, '#6e4528'],
    ]),
    rgrad('lamp', [
      [0, '#fff3c4', 0.9],
      [1, '#ffcf70', 0],
    ]),
    rgrad('latte', [
      [0, '#d9a774'],
      [1, '#9a6236'],
    ]),
    blur('steam', 7),
    grain('grain', 0.05),
  ].join('')
  const win = `<rect x="60" y="70" width="600" height="460" fill="url(#outSky)"/>
    <rect x="60" y="330" width="600" height="200" fill="url(#sea)"/>
    <path d="M380,330 Q450,290 540,330 Z" fill="#4d7a5a"/>
    <path d="M170,360 L170,300 L205,352 Z" fill="#fff"/><rect x="150" y="360" width="70" height="10" rx="4" fill="#f4f4f4"/>
    ${[380, 410, 440, 470, 500].map((y) => `<rect x="${90 + (y % 70)}" y="${y}" width="${120 + (y % 50)}" height="3" fill="#fff" opacity=".35"/>`).join('')}
    <rect x="52" y="62" width="616" height="476" fill="none" stroke="#6b4a33" stroke-width="18"/>
    <rect x="352" y="62" width="16" height="476" fill="#6b4a33"/><rect x="52" y="290" width="616" height="14" fill="#6b4a33"/>
    <rect x="40" y="530" width="640" height="20" fill="#5a3c28"/>`
  const lamps = [770, 930, 1090]
    .map(
      (x, i) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="${110 + i * 20}" stroke="#333" stroke-width="3"/>
     <circle cx="${x}" cy="${150 + i * 20}" r="90" fill="url(#lamp)"/>
     <path d="M${x - 45},${150 + i * 20} Q${x},${80 + i * 20} ${x + 45},${150 + i * 20} Z" fill="#2f5150"/>
     <ellipse cx="${x}" cy="${152 + i * 20}" rx="16" ry="8" fill="#fff7d6"/>`,
    )
    .join('')
  const board = `<rect x="740" y="270" width="300" height="220" rx="6" fill="#2d3a33" stroke="#8a6446" stroke-width="10"/>
    <text x="890" y="320" font-size="28" fill="#f5f0e0" text-anchor="middle" font-weight="700">本日のコーヒー</text>
    <text x="890" y="370" font-size="34" fill="#ffd98a" text-anchor="middle" font-weight="700">エチオピア</text>
    <line x1="780" y1="392" x2="1000" y2="392" stroke="#f5f0e0" stroke-dasharray="6 6" stroke-width="2"/>
    <text x="890" y="440" font-size="26" fill="#f5f0e0" text-anchor="middle">カフェラテ 550円</text>
    <text x="890" y="475" font-size="22" fill="#f5f0e0" text-anchor="middle">ケーキセット 950円</text>`
  const plant = `<path d="M1110,540 L1170,540 L1160,610 L1120,610 Z" fill="#c46b3d"/>
    ${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${1140 + Math.cos(i * 0.7) * 40}" cy="${490 - Math.sin(i * 0.7) * 10 - i * 6}" rx="34" ry="12" fill="${i % 2 ? '#3f8a4a' : '#5aa860'}" transform="rotate(${-60 + i * 15} ${1140} 540)"/>`).join('')}`
  const cup = `<ellipse cx="420" cy="650" rx="170" ry="52" fill="#000" opacity=".18"/>
    <ellipse cx="420" cy="640" rx="165" ry="50" fill="#fbfbf8" stroke="#ddd" stroke-width="3"/>
    <path d="M325,560 Q330,660 420,668 Q510,660 515,560 Z" fill="#fff" stroke="#ddd" stroke-width="3"/>
    <path d="M512,585 C575,580 580,640 505,640" stroke="#fff" stroke-width="18" fill="none"/>
    <path d="M512,585 C575,580 580,640 505,640" stroke="#ddd" stroke-width="3" fill="none"/>
    <ellipse cx="420" cy="560" rx="95" ry="30" fill="#fff" stroke="#ddd" stroke-width="3"/>
    <ellipse cx="420" cy="562" rx="84" ry="24" fill="url(#latte)"/>
    <path d="M420,578 C380,560 385,542 406,545 Q416,547 420,556 Q424,547 434,545 C455,542 460,560 420,578 Z" fill="#f7ead6"/>
    ${[390, 430, 465].map((x) => `<path d="M${x},520 C${x - 25},470 ${x + 25},440 ${x},390" stroke="#fff" stroke-width="10" fill="none" opacity=".45" filter="url(#steam)"/>`).join('')}`
  const cake = `<ellipse cx="800" cy="680" rx="150" ry="44" fill="#000" opacity=".15"/>
    <ellipse cx="800" cy="670" rx="145" ry="42" fill="#fff" stroke="#ddd" stroke-width="3"/>
    <path d="M720,640 L860,610 L880,650 L740,690 Z" fill="#fffaf0"/>
    <path d="M740,690 L740,600 L880,565 L880,650 Z" fill="#f6d58a"/>
    <path d="M740,630 L880,595 L880,610 L740,645 Z" fill="#fff"/><path d="M740,660 L880,625 L880,637 L740,672 Z" fill="#fff"/>
    ${[760, 800, 840].map((x, i) => `<circle cx="${x}" cy="${638 - i * 9}" r="6" fill="#e0303f"/>`).join('')}
    <path d="M720,640 L740,600 L740,690 Z" fill="#f2e8d4"/>
    <path d="M720,600 L740,600 L880,565 L862,562 Z" fill="#fffaf0"/>
    <path d="M785,560 Q800,530 815,560 Q800,585 785,560 Z" fill="#e0303f"/><path d="M792,540 L808,540 L800,532 Z" fill="#3f8a4a"/>`
  const body = `<rect width="${W}" height="${H}" fill="#f1e4cf"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="0" width="2" height="560" fill="#e3d3b8"/>`).join('')}
    ${win}${lamps}${board}${plant}
    <rect y="560" width="${W}" height="240" fill="url(#table)"/><rect y="560" width="${W}" height="10" fill="#b88a5e"/>
    ${cup}${cake}${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

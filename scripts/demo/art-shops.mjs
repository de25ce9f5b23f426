/**
 * Shop and stage illustrations: a bakery shelf, the harbour morning market and a live music stage.
 * Collects the food pictures too, for make-images.mjs. 1200x800 SVG each.
 */

import { cafe, ramen } from './art-food.mjs'
import { blur, grain, grainLayer, r1, rgrad, rng, svg, vgrad } from './art-kit.mjs'

const W = 1200
const H = 800

const croissant = (x, y) =>
  [-2, -1, 0, 1, 2]
    .map((i) => {
      const a = i * 0.42
      const ex = x + Math.sin(a) * 48
      const ey = y + (1 - Math.cos(a)) * 34
      const rx = 30 - Math.abs(i) * 6
      return `<ellipse cx="${r1(ex)}" cy="${r1(ey)}" rx="${rx}" ry="${rx * 0.8}" fill="${i % 2 ? '#c97a22' : '#e09a3a'}" stroke="#9a5a18" stroke-width="2"/>`
    })
    .join('')
const baguette = (x, y, rot) =>
  `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 120}" y="${y - 20}" width="240" height="40" rx="20" fill="#d69a4a" stroke="#9a6424" stroke-width="2"/>
   ${[-70, -25, 20, 65].map((d) => `<path d="M${x + d - 14},${y + 8} Q${x + d},${y - 14} ${x + d + 18},${y - 10}" stroke="#f4cf8a" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('')}</g>`
const melonpan = (x, y) =>
  `<circle cx="${x}" cy="${y}" r="42" fill="#f2c46a" stroke="#c8923a" stroke-width="3"/>
   ${[-20, 0, 20].map((d) => `<line x1="${x + d - 30}" y1="${y - 30}" x2="${x + d + 30}" y2="${y + 30}" stroke="#d9a040" stroke-width="3"/><line x1="${x + d + 30}" y1="${y - 30}" x2="${x + d - 30}" y2="${y + 30}" stroke="#d9a040" stroke-width="3"/>`).join('')}`
const anpan = (x, y) =>
  `<ellipse cx="${x}" cy="${y}" rx="44" ry="34" fill="#8e4b1c" stroke="#5e2e0e" stroke-width="2"/>
   <ellipse cx="${x - 12}" cy="${y - 12}" rx="16" ry="7" fill="#fff" opacity=".25"/>
   ${[-6, 0, 6].map((d) => `<ellipse cx="${x + d}" cy="${y - 20 + Math.abs(d)}" rx="2" ry="3.5" fill="#f6ecd0"/>`).join('')}`
const loaf = (x, y) =>
  `<path d="M${x - 70},${y + 40} L${x - 70},${y - 10} Q${x - 70},${y - 50} ${x - 35},${y - 50} Q${x},${y - 62} ${x + 35},${y - 50} Q${x + 70},${y - 50} ${x + 70},${y - 10} L${x + 70},${y + 40} Z" fill="#f0d3a0" stroke="#b07a3a" stroke-width="3"/>
   <path d="M${x - 70},${y - 10} Q${x - 70},${y - 50} ${x - 35},${y - 50} Q${x},${y - 62} ${x + 35},${y - 50} Q${x + 70},${y - 50} ${x + 70},${y - 10} Q${x},${y - 22} ${x - 70},${y - 10} Z" fill="#c9802e"/>`
const boule = (x, y) =>
  `<ellipse cx="${x}" cy="${y}" rx="62" ry="46" fill="#b8742e" stroke="#7a4816" stroke-width="3"/>
   <path d="M${x - 34},${y - 20} L${x + 34},${y + 12} M${x + 34},${y - 20} L${x - 34},${y + 12}" stroke="#f0d09a" stroke-width="7" stroke-linecap="round"/>`
const tag = (x, y, name, price) =>
  `<rect x="${x - 62}" y="${y}" width="124" height="50" rx="5" fill="#fffdf6" stroke="#b59870" stroke-width="2"/>
   <text x="${x}" y="${y + 22}" font-size="17" text-anchor="middle" fill="#4a3320" font-weight="700">${name}</text>
   <text x="${x}" y="${y + 43}" font-size="16" text-anchor="middle" fill="#b3122e">${price}</text>`
const basket = (x, y, w) =>
  `<path d="M${x - w / 2},${y - 30} L${x + w / 2},${y - 30} L${x + w / 2 - 16},${y + 16} L${x - w / 2 + 16},${y + 16} Z" fill="#c98b45" stroke="#8a5a26" stroke-width="3"/>
   ${[-14, 0].map((d) => `<line x1="${x - w / 2 + 6}" y1="${y + d - 8}" x2="${x + w / 2 - 6}" y2="${y + d - 8}" stroke="#8a5a26" stroke-width="2" opacity=".6"/>`).join('')}`

function bakery() {
  const defs = [
    vgrad('wall', [
      [0, '#f7ead3'],
      [1, '#efd9b6'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const shelf = (y) =>
    `<rect x="40" y="${y}" width="1120" height="22" fill="#8b5a2b"/><rect x="40" y="${y + 22}" width="1120" height="8" fill="#5e3a1a"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${Array.from({ length: 20 }, (_, i) => `<rect x="0" y="${i * 40}" width="${W}" height="1.5" fill="#e2cba6"/>`).join('')}
    <rect x="330" y="24" width="540" height="92" rx="10" fill="#6e4424"/>
    <text x="600" y="88" font-size="50" text-anchor="middle" fill="#fff3d6" font-weight="900" letter-spacing="6">ベーカリー こむぎ</text>
    ${shelf(300)}${shelf(520)}${shelf(740)}
    ${basket(200, 286, 260)}${croissant(160, 250)}${croissant(250, 260)}
    ${basket(520, 286, 260)}${melonpan(470, 250)}${melonpan(570, 252)}
    ${basket(850, 286, 300)}${baguette(850, 240, -8)}${baguette(860, 268, 4)}
    ${basket(200, 506, 260)}${anpan(150, 468)}${anpan(250, 472)}
    ${loaf(520, 470)}${basket(860, 506, 260)}${boule(860, 462)}
    ${basket(300, 726, 300)}${croissant(250, 690)}${melonpan(360, 690)}
    ${basket(780, 726, 360)}${anpan(700, 690)}${boule(820, 684)}
    ${tag(200, 330, 'クロワッサン', '220円')}${tag(520, 330, 'メロンパン', '180円')}${tag(850, 330, 'バゲット', '320円')}
    ${tag(200, 550, 'あんぱん', '160円')}${tag(520, 550, '湯種食パン', '380円')}${tag(860, 550, 'カンパーニュ', '450円')}
    <g transform="rotate(3 1060 600)"><rect x="985" y="560" width="160" height="150" rx="6" fill="#2d3a33" stroke="#8a6446" stroke-width="8"/>
      <text x="1065" y="600" font-size="24" fill="#ffd98a" text-anchor="middle" font-weight="700">焼きたて</text>
      <text x="1065" y="640" font-size="20" fill="#fff" text-anchor="middle">7:00 / 11:00</text>
      <text x="1065" y="676" font-size="20" fill="#fff" text-anchor="middle">15:00</text></g>
    ${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

/** Produce drawn as a heap of circles inside a crate. */
function crate(x, y, kind, seed) {
  const rand = rng(seed)
  const looks = {
    tomato: ['#e0302a', '#3f8a2a', 20],
    mikan: ['#f59a1a', '#2f7a2a', 20],
    cabbage: ['#9fd36a', '#5a9a3a', 34],
    eggplant: ['#5a2a6e', '#2f5a2a', 18],
    potato: ['#a8406a', '#6a2a40', 20],
    pepper: ['#3f9a3a', '#2a5a1a', 16],
  }
  const [fill, top, r] = looks[kind]
  let items = ''
  const n = Math.round(2800 / (r * r)) + 4
  for (let i = 0; i < n; i++) {
    const ix = x - 75 + r + rand() * (150 - 2 * r)
    const iy = y - 10 - rand() * 26
    items += `<circle cx="${r1(ix)}" cy="${r1(iy)}" r="${r}" fill="${fill}" stroke="#000" stroke-opacity=".15"/>`
    items += `<circle cx="${r1(ix - r / 3)}" cy="${r1(iy - r / 3)}" r="${r / 4}" fill="#fff" opacity=".35"/>`
    if (kind !== 'potato')
      items += `<circle cx="${r1(ix)}" cy="${r1(iy - r * 0.8)}" r="${r / 4}" fill="${top}"/>`
  }
  return `${items}<rect x="${x - 80}" y="${y - 12}" width="160" height="60" fill="#c08a50" stroke="#7a5226" stroke-width="3"/>
    <line x1="${x - 80}" y1="${y + 18}" x2="${x + 80}" y2="${y + 18}" stroke="#7a5226" stroke-width="2"/>`
}

function tent(x, w, color, label) {
  const n = 8
  const stripes = Array.from({ length: n }, (_, i) =>
    i % 2
      ? ''
      : `<path d="M${x + (i * w) / n},300 L${x + ((i + 1) * w) / n},300 L${x + 20 + ((i + 1) * (w - 40)) / n},230 L${x + 20 + (i * (w - 40)) / n},230 Z" fill="#fff"/>`,
  ).join('')
  const scallops = Array.from(
    { length: n },
    (_, i) =>
      `<path d="M${x + (i * w) / n},300 Q${x + ((i + 0.5) * w) / n},340 ${x + ((i + 1) * w) / n},300 Z" fill="${i % 2 ? color : '#fff'}"/>`,
  ).join('')
  return `<rect x="${x + 8}" y="300" width="8" height="260" fill="#777"/><rect x="${x + w - 16}" y="300" width="8" height="260" fill="#777"/>
    <path d="M${x},300 L${x + w},300 L${x + w - 20},230 L${x + 20},230 Z" fill="${color}"/>${stripes}${scallops}
    <rect x="${x + w / 2 - 90}" y="190" width="180" height="44" rx="6" fill="#fffbe8" stroke="${color}" stroke-width="4"/>
    <text x="${x + w / 2}" y="222" font-size="26" text-anchor="middle" font-weight="700" fill="#333">${label}</text>`
}

function market() {
  const defs = [
    vgrad('sky', [
      [0, '#6ab8f0'],
      [1, '#d8eefb'],
    ]),
    vgrad('sea', [
      [0, '#3b8fcf'],
      [1, '#2a6fa8'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const table = (x, w) =>
    `<rect x="${x}" y="520" width="${w}" height="24" fill="#f4efe2"/><rect x="${x}" y="544" width="${w}" height="60" fill="#2f6f9f" opacity=".85"/>`
  const price = (x, y, t) =>
    `<rect x="${x - 85}" y="${y}" width="170" height="40" rx="4" fill="#fff" stroke="#b3122e" stroke-width="2"/><text x="${x}" y="${y + 28}" font-size="20" text-anchor="middle" fill="#b3122e" font-weight="700">${t}</text>`
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <ellipse cx="240" cy="90" rx="110" ry="26" fill="#fff" opacity=".85"/><ellipse cx="900" cy="70" rx="150" ry="28" fill="#fff" opacity=".8"/>
    <rect y="250" width="${W}" height="110" fill="url(#sea)"/>
    <path d="M880,300 L1000,300 L985,320 L895,320 Z" fill="#f4f4f4"/><rect x="930" y="270" width="30" height="30" fill="#e8e8e8"/><line x1="945" y1="230" x2="945" y2="270" stroke="#ddd" stroke-width="3"/>
    <rect y="350" width="${W}" height="450" fill="#d9d2c2"/>
    ${tent(40, 360, '#d6283c', 'みなと朝市')}${tent(420, 360, '#2f8a4a', '朝どれ野菜')}${tent(800, 360, '#2a6fb8', '柑橘・果物')}
    ${table(60, 320)}${table(440, 320)}${table(820, 320)}
    ${crate(140, 520, 'tomato', 1)}${crate(300, 520, 'eggplant', 2)}
    ${crate(520, 520, 'cabbage', 3)}${crate(680, 520, 'pepper', 6)}
    ${crate(900, 520, 'mikan', 4)}${crate(1060, 520, 'potato', 5)}
    ${price(140, 600, 'トマト 200円')}${price(600, 600, 'キャベツ 150円')}${price(900, 600, 'みかん 1袋300円')}
    <circle cx="610" cy="680" r="26" fill="#3a3340"/><path d="M570,800 Q575,712 610,706 Q645,712 650,800 Z" fill="#3a3340"/>
    <circle cx="250" cy="690" r="24" fill="#4a3b36"/><path d="M212,800 Q216,720 250,714 Q284,720 288,800 Z" fill="#4a3b36"/>
    ${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

/** A standing silhouette; `arm` raises the right arm (singer, crowd). */
const figure = (x, base, s, arm = false) =>
  `<circle cx="${x}" cy="${base - 170 * s}" r="${18 * s}"/>
   <path d="M${x - 26 * s},${base - 70 * s} L${x - 28 * s},${base - 140 * s} Q${x},${base - 158 * s} ${x + 28 * s},${base - 140 * s} L${x + 26 * s},${base - 70 * s} Z"/>
   <rect x="${x - 22 * s}" y="${base - 72 * s}" width="${16 * s}" height="${72 * s}"/><rect x="${x + 6 * s}" y="${base - 72 * s}" width="${16 * s}" height="${72 * s}"/>
   ${arm ? `<path d="M${x + 22 * s},${base - 136 * s} L${x + 50 * s},${base - 210 * s}" stroke="#07030c" stroke-width="${12 * s}" stroke-linecap="round"/>` : ''}`

function stage() {
  const defs = [
    vgrad('bg', [
      [0, '#0a0514'],
      [1, '#2a0f3a'],
    ]),
    ...['#ff3cac', '#2bd2ff', '#ffb02e', '#9b5cff'].map(
      (c, i) =>
        `<linearGradient id="beam${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity=".85"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`,
    ),
    rgrad('haze', [
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ]),
    blur('soft', 10),
    grain('grain', 0.06),
  ].join('')
  const beams = [
    [220, 0, 380],
    [440, 1, 560],
    [760, 2, 640],
    [980, 3, 820],
  ]
    .map(
      ([x, i, to]) =>
        `<path d="M${x - 10},80 L${x + 10},80 L${to + 120},560 L${to - 120},560 Z" fill="url(#beam${i})" style="mix-blend-mode:screen"/>`,
    )
    .join('')
  let truss =
    '<rect x="60" y="50" width="1080" height="34" fill="none" stroke="#777" stroke-width="4"/>'
  for (let x = 60; x < 1140; x += 34)
    truss += `<path d="M${x},84 L${x + 17},50 L${x + 34},84" stroke="#666" stroke-width="2" fill="none"/>`
  const rand = rng(8)
  let crowd = ''
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 20; i++) {
      const x = i * 62 + (row % 2) * 30 + rand() * 20
      const s = 0.9 + row * 0.25
      crowd += figure(r1(x), 800 + 120 * s, s, rand() < 0.35)
    }
  }
  const drums = `<ellipse cx="600" cy="470" rx="60" ry="46"/><ellipse cx="545" cy="430" rx="30" ry="20"/><ellipse cx="655" cy="430" rx="30" ry="20"/>
    <line x1="500" y1="380" x2="520" y2="500" stroke="#07030c" stroke-width="4"/><ellipse cx="500" cy="380" rx="40" ry="8"/>
    <line x1="700" y1="370" x2="690" y2="500" stroke="#07030c" stroke-width="4"/><ellipse cx="700" cy="370" rx="44" ry="8"/>`
  const guitar = (x, y, flip) =>
    `<g transform="translate(${x},${y}) scale(${flip},1) rotate(-28)"><ellipse cx="0" cy="0" rx="30" ry="24"/><ellipse cx="-26" cy="0" rx="24" ry="20"/><rect x="20" y="-5" width="95" height="10"/></g>`
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${beams}
    <ellipse cx="600" cy="420" rx="520" ry="160" fill="url(#haze)"/>
    ${truss}<rect x="360" y="92" width="480" height="70" rx="6" fill="#16081f" stroke="#ff3cac" stroke-width="3"/>
    <text x="600" y="143" font-size="44" font-weight="900" text-anchor="middle" fill="#fff" letter-spacing="4">みなと音楽祭 2026</text>
    <rect x="70" y="84" width="24" height="480" fill="#333"/><rect x="1106" y="84" width="24" height="480" fill="#333"/>
    <g fill="#07030c" stroke="#ff8ad8" stroke-opacity=".45" stroke-width="2">${drums}${figure(600, 520, 1.55, true)}${figure(330, 540, 1.6)}${figure(880, 540, 1.6)}
      ${guitar(330, 350, 1)}${guitar(880, 350, -1)}</g>
    <line x1="640" y1="540" x2="640" y2="300" stroke="#07030c" stroke-width="5"/>
    <rect y="540" width="${W}" height="40" fill="#160a22"/><rect y="540" width="${W}" height="4" fill="#ff3cac" opacity=".7"/>
    <g fill="#07030c">${crowd}</g>
    ${Array.from({ length: 8 }, () => `<rect x="${r1(rand() * 1150)}" y="${r1(620 + rand() * 60)}" width="14" height="22" rx="2" fill="#dff" opacity=".85"/>`).join('')}
    ${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

/** Pictures exported to make-images.mjs, keyed by file name (without .jpg). */
export const shops = {
  'ramen-shop': { w: W, h: H, draw: ramen },
  'seaside-cafe': { w: W, h: H, draw: cafe },
  bakery: { w: W, h: H, draw: bakery },
  'morning-market': { w: W, h: H, draw: market },
  'live-stage': { w: W, h: H, draw: stage },
}

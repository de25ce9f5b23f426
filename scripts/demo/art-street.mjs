/**
 * Two more みなと町 scenes: tea fields under Mt. Fuji, and the covered shopping street
 * (drawn in one-point perspective so the arcade recedes to a bright far end).
 */
import { grain, grainLayer, hills, r1, rng, svg, vgrad } from './art-kit.mjs'

const W = 1200
const H = 800

/** A small house with a pitched roof. */
const house = (x, y, s, roof) =>
  `<rect x="${x}" y="${y}" width="${40 * s}" height="${26 * s}" fill="#f4efe4"/>
   <path d="M${x - 6 * s},${y} L${x + 20 * s},${y - 18 * s} L${x + 46 * s},${y} Z" fill="${roof}"/>
   <rect x="${x + 8 * s}" y="${y + 8 * s}" width="${8 * s}" height="${8 * s}" fill="#7aa7c7"/>`

export function teaFields() {
  const defs = [
    vgrad('sky', [
      [0, '#5fa8e8'],
      [0.6, '#bfe0f6'],
      [1, '#eef6f2'],
    ]),
    vgrad('fuji', [
      [0, '#6f86b8'],
      [1, '#9fb3d6'],
    ]),
    vgrad('field', [
      [0, '#5c9a35'],
      [1, '#2f6a1e'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const clouds = [
    [200, 130, 1],
    [950, 100, 1.3],
    [620, 70, 0.8],
  ]
    .map(
      ([x, y, s]) =>
        `<g fill="#fff" opacity=".9"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${24 * s}"/><ellipse cx="${x - 30 * s}" cy="${y - 16 * s}" rx="${44 * s}" ry="${26 * s}"/><ellipse cx="${x + 30 * s}" cy="${y - 20 * s}" rx="${50 * s}" ry="${32 * s}"/></g>`,
    )
    .join('')
  const fuji = `<path d="M260,480 Q470,330 560,240 Q590,214 610,212 Q630,214 660,240 Q760,330 980,480 Z" fill="url(#fuji)"/>
    <path d="M560,240 Q590,214 610,212 Q630,214 660,240 L690,272 L670,266 L652,290 L636,268 L616,296 L598,270 L578,292 L566,268 L540,276 Z" fill="#fff"/>`
  const rows = []
  for (let i = 0; i < 16; i++) {
    const t = i / 15
    const base = 500 + t * t * 300 + t * 30
    const sw = 6 + t * 26
    let d = ''
    for (let x = -20; x <= W + 20; x += 20) {
      const y = base + 22 * Math.sin(x * 0.0035 + i * 0.25) - 30 * (1 - t) * Math.cos(x * 0.002)
      d += `${x === -20 ? 'M' : 'L'}${x},${r1(y)} `
    }
    rows.push(
      `<path d="${d}" stroke="#3f7f24" stroke-width="${r1(sw)}" fill="none" stroke-linecap="round"/>`,
      `<path d="${d}" stroke="#8cc84b" stroke-width="${r1(sw * 0.45)}" fill="none" transform="translate(0,${r1(-sw * 0.28)})" stroke-linecap="round"/>`,
    )
  }
  const rand = rng(17)
  const pines = Array.from({ length: 9 }, () => {
    const x = 40 + rand() * 1120
    const y = 452 + rand() * 14
    return `<path d="M${r1(x)},${r1(y - 44)} L${r1(x - 16)},${r1(y)} L${r1(x + 16)},${r1(y)} Z" fill="#2e5a33"/>`
  }).join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}${fuji}
    <path d="${hills(W, 520, { y: 440, amp: 26, seed: 51 })}" fill="#7fa0b9"/>
    <path d="${hills(W, 540, { y: 470, amp: 22, seed: 52 })}" fill="#5d8a5e"/>${pines}
    ${house(150, 458, 1, '#b44b3a')}${house(230, 464, 0.8, '#3f5f8f')}${house(900, 456, 1, '#4d4d4d')}
    ${house(980, 462, 0.9, '#b44b3a')}
    <path d="M0,500 Q600,470 1200,500 L1200,800 L0,800 Z" fill="url(#field)"/>${rows.join('')}
    ${grainLayer(W, H)}`
  return svg(W, H, body, defs)
}

// One-point perspective for the arcade: (X, Y, z) -> screen, vanishing point at the centre.
const P = (X, Y, z) => [r1(600 + X / z), r1(400 + Y / z)]
const poly = (pts, fill, extra = '') =>
  `<path d="M${pts.map((p) => p.join(',')).join(' L')} Z" fill="${fill}" ${extra}/>`

export function shoppingStreet() {
  const defs = [
    vgrad('far', [
      [0, '#fff6d8'],
      [1, '#ffd9a0'],
    ]),
    vgrad('roof', [
      [0, '#e9e4d3'],
      [1, '#fbf6e6'],
    ]),
    vgrad('floor', [
      [0, '#c9b89a'],
      [1, '#8d7a60'],
    ]),
    grain('grain', 0.05),
  ].join('')
  const zf = 5
  const parts = []
  parts.push(
    poly([P(-600, -400, 1), P(600, -400, 1), P(600, -400, zf), P(-600, -400, zf)], 'url(#roof)'),
  )
  for (let z = 1.25; z < zf; z += 0.5) {
    parts.push(
      `<line x1="${P(-600, -400, z)[0]}" y1="${P(-600, -400, z)[1]}" x2="${P(600, -400, z)[0]}" y2="${P(600, -400, z)[1]}" stroke="#b9ad90" stroke-width="${r1(6 / z)}"/>`,
    )
  }
  for (const X of [-300, 0, 300]) {
    parts.push(
      `<line x1="${P(X, -400, 1)[0]}" y1="0" x2="${P(X, -400, zf)[0]}" y2="${P(X, -400, zf)[1]}" stroke="#c8bc9e" stroke-width="3"/>`,
    )
  }
  parts.push(
    poly([P(-600, 400, 1), P(600, 400, 1), P(600, 400, zf), P(-600, 400, zf)], 'url(#floor)'),
  )
  for (const X of [-450, -300, -150, 0, 150, 300, 450]) {
    const [x1, y1] = P(X, 400, 1)
    const [x2, y2] = P(X, 400, zf)
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#7d6a52" stroke-width="2" opacity=".5"/>`,
    )
  }
  parts.push(
    poly([P(-600, -400, zf), P(600, -400, zf), P(600, 400, zf), P(-600, 400, zf)], 'url(#far)'),
  )
  const signCols = ['#1f5f9e', '#b3122e', '#2f7d4a', '#e08a1e', '#5a3d8a', '#0f7c86', '#c2471a']
  const shopCols = ['#fff2cf', '#ffe6bf', '#f3f7ff', '#fff7e0']
  let k = 0
  for (const side of [-1, 1]) {
    for (let z = 1; z < zf - 0.01; z += 0.6) {
      const z2 = Math.min(z + 0.6, zf)
      const X = side * 600
      const sign = signCols[k % signCols.length]
      parts.push(poly([P(X, -400, z), P(X, -400, z2), P(X, -200, z2), P(X, -200, z)], '#d8cfbc'))
      parts.push(poly([P(X, -200, z), P(X, -200, z2), P(X, -90, z2), P(X, -90, z)], sign))
      parts.push(poly([P(X, -90, z), P(X, -90, z2), P(X, 400, z2), P(X, 400, z)], shopCols[k % 4]))
      parts.push(
        poly([P(X, -90, z), P(X, -90, z2), P(X, -40, z2), P(X, -40, z)], '#fff', 'opacity=".5"'),
      )
      // Shop window: lit interior with two shelves of goods, then the shop's curtain (noren).
      const za = z + 0.08
      const zb = z2 - 0.08
      parts.push(poly([P(X, -30, za), P(X, -30, zb), P(X, 260, zb), P(X, 260, za)], '#fff9e8'))
      for (const Y of [60, 170]) {
        parts.push(poly([P(X, Y, za), P(X, Y, zb), P(X, Y + 8, zb), P(X, Y + 8, za)], '#8a6a4a'))
        for (let g = 0; g < 5; g++) {
          const zz = za + ((zb - za) * (g + 0.5)) / 5
          const [gx, gy] = P(X * 0.995, Y, zz)
          const gh = (45 + ((g * 7 + k * 3) % 4) * 10) / zz
          parts.push(
            `<rect x="${r1(gx - 10 / zz)}" y="${r1(gy - gh)}" width="${r1(20 / zz)}" height="${r1(gh)}" fill="${signCols[(k + g + 2) % 7]}" opacity=".85"/>`,
          )
        }
      }
      parts.push(
        poly([P(X, -90, za), P(X, -90, zb), P(X, -10, zb), P(X, -10, za)], sign, 'opacity=".85"'),
      )
      parts.push(
        `<line x1="${P(X, -400, z)[0]}" y1="${P(X, -400, z)[1]}" x2="${P(X, 400, z)[0]}" y2="${P(X, 400, z)[1]}" stroke="#6b5a45" stroke-width="${r1(8 / z)}"/>`,
      )
      k++
    }
  }
  const flagText = ['秋まつり', '大売出し', 'みなと町', 'スタンプ', '朝市']
  for (const [i, z] of [1.4, 2.1, 2.8, 3.5, 4.2].entries()) {
    for (const side of [-1, 1]) {
      const [x, y] = P(side * 400, -330, z)
      const w = 70 / z
      const h = 220 / z
      const col = side < 0 ? '#b3122e' : '#1f5f9e'
      parts.push(
        `<rect x="${r1(x - w / 2)}" y="${y}" width="${r1(w)}" height="${r1(h)}" fill="${col}"/>`,
      )
      const txt = flagText[(i + (side > 0 ? 2 : 0)) % flagText.length]
      const fs = r1(40 / z)
      ;[...txt].forEach((ch, j) => {
        parts.push(
          `<text x="${x}" y="${r1(y + fs * (j + 1.1))}" font-size="${fs}" fill="#fff" text-anchor="middle" font-weight="700">${ch}</text>`,
        )
      })
    }
  }
  const rand = rng(23)
  const garland = (z) => {
    const a = P(-600, -360, z)
    const b = P(600, -360, z)
    const sag = 60 / z
    let out = `<path d="M${a} Q${600},${r1(a[1] + sag * 2)} ${b}" stroke="#7a6a55" stroke-width="2" fill="none"/>`
    for (let t = 0.05; t < 1; t += 0.06) {
      const x = a[0] + (b[0] - a[0]) * t
      const y = a[1] + sag * 4 * t * (1 - t)
      const c = signCols[Math.floor(rand() * 7)]
      const s = 16 / z
      out += `<path d="M${r1(x - s)},${r1(y)} L${r1(x + s)},${r1(y)} L${r1(x)},${r1(y + s * 1.8)} Z" fill="${c}"/>`
    }
    return out
  }
  parts.push(garland(1.8), garland(3.2))
  const people = [
    [-200, 2.2, '#3a3a48'],
    [120, 1.6, '#4a3b36'],
    [260, 3, '#33414f'],
    [-60, 3.8, '#463a4a'],
    [380, 2.4, '#3d3a30'],
  ]
  // Far people first, so nearer ones overlap them.
  for (const [X, z, c] of people.sort((a, b) => b[1] - a[1])) {
    const [x, y] = P(X, 400, z)
    const s = 1 / z
    parts.push(
      `<circle cx="${x}" cy="${r1(y - 272 * s)}" r="${r1(34 * s)}" fill="${c}"/><path d="M${r1(x - 50 * s)},${y} L${r1(x - 58 * s)},${r1(y - 190 * s)} Q${r1(x - 56 * s)},${r1(y - 232 * s)} ${x},${r1(y - 236 * s)} Q${r1(x + 56 * s)},${r1(y - 232 * s)} ${r1(x + 58 * s)},${r1(y - 190 * s)} L${r1(x + 50 * s)},${y} Z" fill="${c}"/>`,
    )
  }
  const gate = `<rect x="140" y="6" width="920" height="118" rx="10" fill="#1d3557"/>
    <rect x="156" y="20" width="888" height="90" rx="6" fill="none" stroke="#f2c14e" stroke-width="3"/>
    <text x="600" y="90" font-size="62" font-weight="900" fill="#fff" text-anchor="middle" letter-spacing="8">みなと銀座商店街</text>
    <rect x="150" y="124" width="20" height="60" fill="#1d3557"/><rect x="1030" y="124" width="20" height="60" fill="#1d3557"/>`
  return svg(W, H, parts.join('') + gate + grainLayer(W, H), defs)
}

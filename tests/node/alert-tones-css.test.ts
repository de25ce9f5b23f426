import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALERT_TONES_CSS, alertTonesCss } from '../../scripts/lib/alert-tones-css.mjs'
import { ALERT_LEVEL_COLOURS, ALERT_TONE_COLOURS } from '../../src/shared/alert-levels'

// The banner's colours are the tables of src/shared/alert-levels.ts (the edge and the app use the
// same class names); the style sheet carries them as generated rules, never typed by hand.

const css = readFileSync(ALERT_TONES_CSS, 'utf8')

/** The custom properties a rule of the style sheet sets for `.alert-banner--<tone>`. */
function coloursOf(tone: string) {
  const rule = new RegExp(`\\.alert-banner--${tone} \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return {
    background: /--alert-bg:\s*([^;]+);/.exec(rule)?.[1],
    text: /--alert-fg:\s*([^;]+);/.exec(rule)?.[1],
  }
}

describe('the banner style sheet', () => {
  it.each([2, 3, 4, 5] as const)('paints 警戒レベル%i in ALERT_LEVEL_COLOURS', (level) => {
    expect(coloursOf(`level${level}`)).toEqual(ALERT_LEVEL_COLOURS[level])
  })

  it.each(Object.keys(ALERT_TONE_COLOURS))('paints the %s tone in ALERT_TONE_COLOURS', (tone) => {
    expect(coloursOf(tone)).toEqual(ALERT_TONE_COLOURS[tone])
  })

  it('is exactly what the tables generate (node scripts/lib/alert-tones-css.mjs --write)', () => {
    expect(css).toBe(alertTonesCss())
  })

  it('is the only place the banner sets its colours', () => {
    const banner = readFileSync('src/features/alerts/alert-banner.css', 'utf8')
    expect(banner).toContain('@import "./alert-tones.css";')
    expect(banner).not.toMatch(/--alert-(bg|fg):/)
  })
})

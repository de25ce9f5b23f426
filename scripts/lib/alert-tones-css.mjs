// The banner's colour rules, written from the tables of src/shared/alert-levels.ts
// (ALERT_LEVEL_COLOURS for 警戒レベル 2–5, ALERT_TONE_COLOURS for tsunami and 震度) into
// src/features/alerts/alert-tones.css. The rules must be plain CSS in the entry style sheet (the
// edge's banner is styled before any script runs), so they are generated, not set from script:
// `node scripts/lib/alert-tones-css.mjs --write` after changing a colour;
// tests/node/alert-tones-css.test.ts fails while the file and the tables disagree.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { ALERT_LEVEL_COLOURS, ALERT_TONE_COLOURS } from '../../src/shared/alert-levels.ts'

export const ALERT_TONES_CSS = fileURLToPath(
  new URL('../../src/features/alerts/alert-tones.css', import.meta.url),
)

/** Level 1 has no banner: only levels 2–5 and the tones get a rule. */
export function alertTonesCss() {
  const rule = (tone, { background, text }) =>
    `.alert-banner--${tone} {\n  --alert-bg: ${background};\n  --alert-fg: ${text};\n}\n`
  const levels = Object.entries(ALERT_LEVEL_COLOURS)
    .filter(([level]) => Number(level) >= 2)
    .map(([level, colours]) => rule(`level${level}`, colours))
  const tones = Object.entries(ALERT_TONE_COLOURS).map(([tone, colours]) => rule(tone, colours))
  return [
    '/* Generated from src/shared/alert-levels.ts by scripts/lib/alert-tones-css.mjs: do not edit.\n' +
      '   Each tone of the banner (alertTone()) sets the colours its parts read. */\n',
    ...levels,
    ...tones,
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = alertTonesCss()
  if (process.argv.includes('--write')) await writeFile(ALERT_TONES_CSS, css)
  else if ((await readFile(ALERT_TONES_CSS, 'utf8')) !== css) {
    console.error(`${ALERT_TONES_CSS} differs from the tables: run with --write`)
    process.exit(1)
  }
}

export const xmlEscape: (text: unknown) => string
export function jst(ms: number): string
export type DrillStep = 'advisory' | 'warning' | 'danger' | 'lift'
export const DRILL_STEPS: Record<DrillStep, { code: string; name: string; text: string }>
export function heavyRainTelegram(options: {
  step: DrillStep
  previous: DrillStep | null
  reportMs: number
  sentMs: number
  pref: { code: string; name: string; office: string }
  city: { code: string; name: string }
}): string

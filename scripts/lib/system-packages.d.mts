export interface SystemProbe {
  chromium: boolean
  headlessShell: boolean
  cjkFonts: boolean
  root: boolean
  sudo: boolean
  apt: boolean
}
export type SystemPlan =
  | { action: 'none' }
  | { action: 'install'; via: 'root' | 'sudo'; missing: string[]; needed: boolean }
  | { action: 'cannot'; missing: string[] }
export const APT_PACKAGES: string[]
export const CHROMIUM_BINARY: string
export function planSystemPackages(probe: SystemProbe): SystemPlan
export function probeSystem(): SystemProbe
export function ensureSystemPackages(say?: (line: string) => void): boolean

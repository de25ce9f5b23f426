export interface ImportViolation {
  file: string
  target: string
  rule: string
}
export const WORKER_SURFACES: Record<string, string>
export function importSpecifiers(text: string): string[]
export function importViolations(files: Map<string, string>): ImportViolation[]

export interface RequiredReasonApi {
  category: string
  reasons: string[]
}
export const REQUIRED_REASON_APIS: RequiredReasonApi[]
export const STORE_SECTION_BEGIN: string
export const STORE_SECTION_END: string
export function privacyManifest(): string
export function storeFormsMarkdown(): string
export function appData(): { kind: string; apple: string; services: string[] }[]

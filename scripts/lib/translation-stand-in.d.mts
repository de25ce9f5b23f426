import type { Server } from 'node:http'

export const TRANSLATION_TEST_KEY: string
export const SLOW_MARKER: string
export const FAIL_MARKER: string
export function fakeTranslation(text: string, targetLang: string): string
export function startTranslationServer(port: number): Promise<Server>

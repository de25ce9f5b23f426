import { SESSION_KEYS, session } from './storage'

// The guarded page a logged-out visitor was just sent away from, kept for the tab: by the app's
// guard (src/app/guards.tsx) or, before the app loads, by the page's starter script
// (vite.config.ts). The page they land on takes it once to say why and offer the way back.

export function rememberGuardedPage(path: string): void {
  session.set(SESSION_KEYS.guardedPage, path)
}

/** The remembered page, forgotten as it is read: the notice shows once. */
export function takeGuardedPage(): string | null {
  const path = session.get(SESSION_KEYS.guardedPage)
  if (path !== null) session.remove(SESSION_KEYS.guardedPage)
  return path
}

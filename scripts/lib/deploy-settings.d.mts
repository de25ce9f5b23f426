export interface DeploySecret {
  name: string
  feature: 'payments' | 'push' | 'mail' | 'translation'
  enables: string
  /** The var that must be set too for the secret to take effect. */
  needs?: string
}

export const LANGUAGE_SUBDOMAINS: string[]
export function siteHosts(siteHost: string): string[]
export function routeHost(route: string | { pattern?: string }): string
export function varProblems(vars: Record<string, unknown>): string[]
export const QUEUE_PURPOSES: Record<string, string>
export const SECRETS: DeploySecret[]
export const OPTIONAL_SETTINGS: Record<string, string>

export interface DeployStep {
  id: string
  kind:
    | 'worker'
    | 'assets'
    | 'd1'
    | 'r2'
    | 'queue'
    | 'account-feature'
    | 'cron'
    | 'domain'
    | 'var'
    | 'build'
    | 'migrations'
    | 'deploy'
    | 'secret'
    | 'jma-areas'
  what: string
  /** The wrangler config paths this step accounts for (`d1_databases[0]`, `vars.SITE_HOST`). */
  covers: string[]
  check: string[] | null
  create: string[] | null
  run?: string[]
  applied?: string
  enables: string
  name?: string
  binding?: string
  host?: string
  feature?: string
  /** More lines the plan prints under the step (the town's resolved JMA areas). */
  details?: string[]
  jma?: JmaAreas
}

/** JMA_AREA_CODES resolved through JMA's tables (scripts/lib/deploy-jma-areas.mjs). */
export interface JmaAreas {
  lines: string[]
  problems: string[]
  offices: string[]
  quake: string[]
  tsunami: string[]
}

export interface DeployPlan {
  worker: string
  hosts: string[]
  crons: string[]
  deployConfig: string
  steps: DeployStep[]
  problems: string[]
  unknown: string[]
}

export function configPaths(config: Record<string, unknown>): string[]
export function isCovered(path: string, cover: string): boolean
export function buildDeployPlan(
  config: Record<string, unknown>,
  options?: { deployConfig?: string },
): DeployPlan
export function defaultDeployConfig(config: Record<string, unknown>): string

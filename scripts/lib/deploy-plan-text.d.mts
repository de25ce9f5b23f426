import type { DeployPlan } from './deploy-plan.mjs'

export function formatPlan(plan: DeployPlan): string

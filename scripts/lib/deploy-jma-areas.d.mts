import type { JmaAreas } from './deploy-plan.d.mts'

export function resolveJmaAreas(raw: unknown): JmaAreas

import {
  OUTSIDE_SERVICES,
  type OutsideService,
  type OutsideServiceId,
} from '../../../shared/outside-services'
import m from '../i18n/current'

// The table of outside services (src/shared/outside-services.ts) in the page's language.

export const SERVICES: readonly (OutsideService & { id: OutsideServiceId })[] = OUTSIDE_SERVICES

/** The service's own name; a generic row (a provider the operator picks) named in the language. */
export function serviceNameOf(service: OutsideService & { id: OutsideServiceId }): string {
  return m.outside.serviceNames[service.id] ?? service.service
}

export const companyOf = (service: OutsideService) => service.company || m.outside.operatorChosen

export const purposeOf = (service: { id: OutsideServiceId }) => m.outside.purposes[service.id]

/** When a row applies only sometimes: the native app, or a feature the operator turns on. */
export function conditionOf(service: OutsideService): string | null {
  if (!service.onlyWhen) return null
  return service.onlyWhen === 'native' ? m.outside.onlyWhen.native : m.outside.onlyWhen.config
}

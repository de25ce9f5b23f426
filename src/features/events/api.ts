import { api } from '../../lib/api'
import type {
  ApplicationInput,
  OrganizerApplication,
  OrganizerStatus,
} from '../../shared/api/organizers'

// The organizer calls of the event pages (worker/organizers/routes.ts).

export const fetchOrganizerStatus = () => api<OrganizerStatus>('/api/organizers/me')

export const applyAsOrganizer = (input: ApplicationInput) =>
  api<OrganizerApplication>('/api/organizers/applications', { method: 'POST', body: input })

export const redeemOrganizerCode = (code: string) =>
  api<OrganizerStatus>('/api/organizers/codes/redeem', { method: 'POST', body: { code } })

import { api } from '../../../lib/api'
import type {
  AdminApplication,
  CodeInput,
  IssuedCode,
  Organization,
  OrganizerCode,
} from '../../../shared/api/organizers'

// The admin's organizer calls (worker/organizers/admin-routes.ts).

const BASE = '/api/admin/organizers'

export const fetchApplications = () => api<{ items: AdminApplication[] }>(`${BASE}/applications`)

export const approveApplication = (id: number) =>
  api<AdminApplication>(`${BASE}/applications/${id}/approve`, { method: 'POST' })

export const rejectApplication = (id: number, reason: string) =>
  api<AdminApplication>(`${BASE}/applications/${id}/reject`, {
    method: 'POST',
    body: { reason },
  })

export const fetchOrganizations = () => api<{ items: Organization[] }>(`${BASE}/organizations`)

export const fetchCodes = () => api<{ items: OrganizerCode[] }>(`${BASE}/codes`)

export const issueCode = (input: CodeInput) =>
  api<IssuedCode>(`${BASE}/codes`, { method: 'POST', body: input })

export const revokeCode = (id: number) =>
  api<OrganizerCode>(`${BASE}/codes/${id}/revoke`, { method: 'POST' })

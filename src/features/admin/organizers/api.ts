import { call } from '../../../lib/api'
import type { CodeInput } from '../../../shared/api/organizers'

// The admin's organizer calls (worker/organizers/admin-routes.ts).

export const fetchApplications = () => call('GET /api/admin/organizers/applications')

export const approveApplication = (id: number) =>
  call('POST /api/admin/organizers/applications/:id/approve', { params: { id } })

export const rejectApplication = (id: number, reason: string) =>
  call('POST /api/admin/organizers/applications/:id/reject', { params: { id }, body: { reason } })

export const fetchOrganizations = () => call('GET /api/admin/organizers/organizations')

export const fetchCodes = () => call('GET /api/admin/organizers/codes')

export const issueCode = (input: CodeInput) =>
  call('POST /api/admin/organizers/codes', { body: input })

export const revokeCode = (id: number) =>
  call('POST /api/admin/organizers/codes/:id/revoke', { params: { id } })

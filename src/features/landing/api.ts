import { api } from '../../lib/api'
import type { AdPlansResponse } from '../../shared/api/ads'

// The media kit's live figures (worker/ads/routes.ts): plans with tax and reach from real data.
export const fetchAdPlans = () => api<AdPlansResponse>('/api/ads/plans')

import { call } from '../../lib/api'

// The media kit's live figures (worker/ads/routes.ts): plans with tax and reach from real data.
export const fetchAdPlans = () => call('GET /api/ads/plans')

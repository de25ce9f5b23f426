import { call } from '../../lib/api'
import { syncBlocksHint } from '../../lib/blocks-hint'
import type { BlockedUser, BlockStatus } from '../../shared/api/posts'
import { forgetPagedLists } from '../post/usePagedList'

// Blocking and reporting a person (PUT/DELETE /api/users/:id/block, GET /api/me/blocks,
// POST /api/moderation/reports), shared by the post page, the profile and the settings.

/** Lists shown before the block may hold their posts: forget them, and the page's boot data. */
function afterBlockChange(blocking: boolean) {
  forgetPagedLists()
  if (blocking) syncBlocksHint(true)
}

export async function blockUser(userId: number): Promise<BlockStatus> {
  const status = await call('PUT /api/users/:id/block', { params: { id: userId } })
  afterBlockChange(true)
  return status
}

export async function unblockUser(userId: number): Promise<BlockStatus> {
  const status = await call('DELETE /api/users/:id/block', { params: { id: userId } })
  afterBlockChange(false)
  return status
}

export async function fetchBlockedUsers(): Promise<{ items: BlockedUser[] }> {
  const answer = await call('GET /api/me/blocks')
  if (answer.items.length > 0) syncBlocksHint(true)
  return answer
}

export const reportUser = (userId: number, reason: string) =>
  call('POST /api/moderation/reports', {
    body: { subject_kind: 'user', subject_id: userId, reason },
  })

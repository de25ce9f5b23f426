import { api } from '../../lib/api'
import type { ProfileBody } from '../../shared/api/accounts'
import type { FollowStatus, Page, PostSummary, PublicProfile } from '../../shared/api/posts'
import { LIST_PAGE_SIZE } from '../../shared/boot-data'
import type { SessionUser } from '../../state/session'

// Every call of the profile feature. Profiles, their posts and following are the posts API's
// (src/shared/api/posts.ts); name, bio and website belong to the accounts API (PATCH /api/me).

export function fetchProfile(id: number, signal?: AbortSignal) {
  return api<PublicProfile>(`/api/users/${id}`, { signal })
}

export function fetchUserPosts(id: number, cursor: string | null, signal?: AbortSignal) {
  const query: Record<string, string> = { limit: String(LIST_PAGE_SIZE) }
  if (cursor) query.cursor = cursor
  return api<Page<PostSummary>>(`/api/users/${id}/posts`, { query, signal })
}

export function setFollowing(id: number, following: boolean) {
  return api<FollowStatus>(`/api/users/${id}/follow`, { method: following ? 'PUT' : 'DELETE' })
}

/** The profile form's fields: the part of PATCH /api/me it edits, every field sent. */
export type ProfileChanges = Required<Pick<ProfileBody, 'name' | 'bio' | 'website'>>

/** The accounts feature's profile edit: answers the updated user. */
export function updateMyProfile(changes: ProfileChanges) {
  return api<SessionUser>('/api/me', { method: 'PATCH', body: changes })
}

export function uploadAvatar(image: Blob, name: string) {
  const form = new FormData()
  form.append('avatar', image, name)
  return api<{ avatar_url: string | null }>('/api/me/avatar', { method: 'PUT', body: form })
}

export function removeAvatar() {
  return api<{ avatar_url: string | null }>('/api/me/avatar', { method: 'DELETE' })
}

import { call } from '../../lib/api'
import type { ProfileBody } from '../../shared/api/accounts'
import { LIST_PAGE_SIZE } from '../../shared/boot-data'

// Every call of the profile feature. Profiles, their posts and following are the posts API's
// (src/shared/api/posts.ts); name, bio and website belong to the accounts API (PATCH /api/me).

export function fetchProfile(id: number, signal?: AbortSignal) {
  return call('GET /api/users/:id', { params: { id }, signal })
}

export function fetchUserPosts(id: number, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? { limit: LIST_PAGE_SIZE, cursor } : { limit: LIST_PAGE_SIZE }
  return call('GET /api/users/:id/posts', { params: { id }, query, signal })
}

export function setFollowing(id: number, following: boolean) {
  const params = { id }
  return following
    ? call('PUT /api/users/:id/follow', { params })
    : call('DELETE /api/users/:id/follow', { params })
}

/** The profile form's fields: the part of PATCH /api/me it edits, every field sent. */
export type ProfileChanges = Required<Pick<ProfileBody, 'name' | 'bio' | 'website'>>

/** The accounts feature's profile edit: answers the updated user. */
export function updateMyProfile(changes: ProfileChanges) {
  return call('PATCH /api/me', { body: changes })
}

export function uploadAvatar(image: Blob, name: string) {
  const form = new FormData()
  form.append('avatar', image, name)
  return call('PUT /api/me/avatar', { body: form })
}

export function removeAvatar() {
  return call('DELETE /api/me/avatar')
}

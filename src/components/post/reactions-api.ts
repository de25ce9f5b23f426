import { api } from '../../lib/api'
import type { MyReactions, PostStatus } from '../../shared/api/posts'

// Liking and saving a post: the detail page's buttons and every card's ♡ and ☆ send the same calls.

export function setLiked(id: number, liked: boolean) {
  return api<PostStatus>(`/api/posts/${id}/like`, { method: liked ? 'PUT' : 'DELETE' })
}

export function setFavorited(id: number, favorited: boolean) {
  return api<PostStatus>(`/api/posts/${id}/favorite`, { method: favorited ? 'PUT' : 'DELETE' })
}

export function fetchMyReactions(ids: number[]) {
  return api<MyReactions>('/api/me/reactions', { query: { ids: ids.join(',') } })
}

import type { PostSummary } from '../../../shared/api/posts'

/**
 * The label to show for a tag: on an international site its stored translation (carried by the
 * posts of the answer, `tag_labels`), else the tag itself. The tag stays the filter key.
 */
export function tagLabel(tag: string, posts: readonly Pick<PostSummary, 'tag_labels'>[]): string {
  for (const post of posts) {
    const label = post.tag_labels?.[tag]
    if (label) return label
  }
  return tag
}

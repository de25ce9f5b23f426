import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { FlagIcon, HeartIcon, ShareIcon, StarIcon, TrashIcon } from '../../../components/icons'
import { formatCount } from '../../../components/post/time'
import { forgetPagedLists } from '../../../components/post/usePagedList'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { toApiError } from '../../../lib/api'
import type { Post } from '../../../shared/api/posts'
import { postTitle } from '../../../shared/text'
import { userAtom } from '../../../state/session'
import { deletePost } from '../api'
import { type Reaction, useReactions } from '../hooks/useReactions'
import { useShare } from '../hooks/useShare'
import m from '../i18n/current'
import { ShareLinkDialog } from './ActionDialogs'
import { ReportDialog } from './ReportDialog'

interface PostActionsProps {
  post: Post
  notify: (message: string, tone?: 'info' | 'error') => void
}

/** Like, favorite, share, report (or delete, on one's own post). */
export function PostActions({ post, notify }: PostActionsProps) {
  const user = useAtomValue(userAtom)
  const own = user?.id === post.author.id
  const [, navigate] = useLocation()
  const login = useLoginPrompt()
  const [reporting, setReporting] = useState(false)
  const { status, toggle } = useReactions(post.id, post, (which: Reaction, error) =>
    notify(apiErrorText(error, m.detail.reactionFailed[which]), 'error'),
  )
  const { share, manualUrl, closeManual } = useShare(() => notify(m.detail.share.copied))

  const react = (which: Reaction) => {
    if (login.ensureLoggedIn(m.detail.loginRequired)) void toggle(which)
  }

  const onShare = () =>
    void share({
      // The title the post's share meta gives it (og:title), so the sheet and the preview agree.
      title: postTitle(post),
      url: `${window.location.origin}/app/posts/${post.id}`,
    })

  const onDelete = async () => {
    if (!window.confirm(m.detail.remove.confirm)) return
    try {
      await deletePost(post.id)
      forgetPagedLists()
      navigate('/app/timeline')
    } catch (err) {
      notify(apiErrorText(toApiError(err), m.detail.remove.failed), 'error')
    }
  }

  const likeCount = formatCount(status.like_count)
  const favoriteCount = formatCount(status.favorite_count)
  return (
    <>
      <div className="post-actions">
        <button
          type="button"
          className="action-button action-button--like"
          aria-pressed={status.liked}
          onClick={() => react('like')}
        >
          <HeartIcon />
          <span>{m.detail.actions.like}</span>
          <span className="action-button__count">{likeCount}</span>
        </button>
        <button
          type="button"
          className="action-button action-button--favorite"
          aria-pressed={status.favorited}
          onClick={() => react('favorite')}
        >
          <StarIcon />
          <span>{m.detail.actions.favorite}</span>
          <span className="action-button__count">{favoriteCount}</span>
        </button>
        <button type="button" className="action-button" onClick={onShare}>
          <ShareIcon />
          <span>{m.detail.actions.share}</span>
        </button>
        {own ? (
          <button
            type="button"
            className="action-button action-button--quiet"
            onClick={() => void onDelete()}
          >
            <TrashIcon />
            <span>{m.detail.actions.delete}</span>
          </button>
        ) : (
          <button
            type="button"
            className="action-button action-button--quiet"
            onClick={() => {
              if (login.ensureLoggedIn(m.detail.loginRequired)) setReporting(true)
            }}
          >
            <FlagIcon />
            <span>{m.detail.actions.report}</span>
          </button>
        )}
      </div>
      <ReportDialog
        postId={post.id}
        open={reporting}
        onClose={() => setReporting(false)}
        onReported={() => {
          setReporting(false)
          notify(m.detail.report.sent)
        }}
      />
      <ShareLinkDialog url={manualUrl} onClose={closeManual} />
      {login.dialog}
    </>
  )
}

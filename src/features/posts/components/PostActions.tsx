import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import blockText from '../../../components/block/i18n/current'
import {
  CloseIcon,
  EditIcon,
  FlagIcon,
  HeartIcon,
  StarIcon,
  TrashIcon,
} from '../../../components/icons'
import { formatCount } from '../../../components/post/time'
import { forgetPagedLists } from '../../../components/post/usePagedList'
import { ShareBar } from '../../../components/share/ShareBar'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { toApiError } from '../../../lib/api'
import type { Post } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { postTitle } from '../../../shared/text'
import { userAtom } from '../../../state/session'
import { deletePost } from '../api'
import { type Reaction, useReactions } from '../hooks/useReactions'
import m from '../i18n/current'

// The report and block dialogs load when one is first opened: a post page shows neither at first,
// and their forms, requests and texts were a tenth of a coupon page's own script.
const ReportDialog = lazy(async () => ({ default: (await import('./ReportDialog')).ReportDialog }))
const BlockUserDialog = lazy(async () => ({
  default: (await import('../../../components/block/BlockUserDialog')).BlockUserDialog,
}))

interface PostActionsProps {
  post: Post
  notify: (message: string, tone?: 'info' | 'error') => void
}

/** 「いいね」 and 「お気に入り」 with their counts; pressed when the viewer has given them. */
function ReactionButtons({
  status,
  onReact,
}: {
  status: ReturnType<typeof useReactions>['status']
  onReact: (which: Reaction, control: Element) => void
}) {
  return (
    <>
      <button
        type="button"
        className="action-button action-button--like"
        aria-pressed={status.liked}
        onClick={(event) => onReact('like', event.currentTarget)}
      >
        <HeartIcon />
        <span>{m.detail.actions.like}</span>
        <span className="action-button__count">{formatCount(status.like_count)}</span>
      </button>
      <button
        type="button"
        className="action-button action-button--favorite"
        aria-pressed={status.favorited}
        onClick={(event) => onReact('favorite', event.currentTarget)}
      >
        <StarIcon />
        <span>{m.detail.actions.favorite}</span>
        <span className="action-button__count">{formatCount(status.favorite_count)}</span>
      </button>
    </>
  )
}

/**
 * The author's own actions: edit and delete; an organization's event is edited (and deleted)
 * on the organizers' page instead.
 */
function OwnerActions({ post, notify }: { post: Post; notify: PostActionsProps['notify'] }) {
  const [, navigate] = useLocation()
  const onDelete = async () => {
    if (!window.confirm(m.detail.remove.confirm)) return
    try {
      await deletePost(post.id)
      forgetPagedLists()
      navigate(pathTo('/app/timeline'))
    } catch (err) {
      notify(apiErrorText(toApiError(err), m.detail.remove.failed), 'error')
    }
  }
  if (post.event?.by_organizer) {
    return (
      <Link href={pathTo('/app/event-upload', { id: post.id })} className="action-button">
        <EditIcon />
        <span>{m.detail.actions.editEvent}</span>
      </Link>
    )
  }
  return (
    <>
      <Link href={pathTo('/app/upload', { edit: post.id })} className="action-button">
        <EditIcon />
        <span>{m.detail.actions.edit}</span>
      </Link>
      <button
        type="button"
        className="action-button action-button--quiet"
        onClick={() => void onDelete()}
      >
        <TrashIcon />
        <span>{m.detail.actions.delete}</span>
      </button>
    </>
  )
}

/** Anyone else's: report the post, block its author (each after a login). */
function VisitorActions({
  onReport,
  onBlock,
}: {
  onReport: (control: Element) => void
  onBlock: (control: Element) => void
}) {
  return (
    <>
      <button
        type="button"
        className="action-button action-button--quiet"
        onClick={(event) => onReport(event.currentTarget)}
      >
        <FlagIcon />
        <span>{m.detail.actions.report}</span>
      </button>
      <button
        type="button"
        className="action-button action-button--quiet"
        onClick={(event) => onBlock(event.currentTarget)}
      >
        <CloseIcon />
        <span>{blockText.block.action}</span>
      </button>
    </>
  )
}

/** Like, favorite, report (or delete, on one's own post), then the ways to share it. */
export function PostActions({ post, notify }: PostActionsProps) {
  const user = useAtomValue(userAtom)
  const own = user?.id === post.author.id
  const [, navigate] = useLocation()
  const login = useLoginPrompt()
  const [reporting, setReporting] = useState(false)
  const [blocking, setBlocking] = useState(false)
  // Once opened, a dialog stays mounted: closing it then gives focus back to its button.
  const [opened, setOpened] = useState({ report: false, block: false })
  const { status, toggle } = useReactions(post.id, post, (which: Reaction, error) =>
    notify(apiErrorText(error, m.detail.reactionFailed[which]), 'error'),
  )
  const react = (which: Reaction, control: Element) => {
    if (login.ensureLoggedIn(m.detail.loginRequired, control)) void toggle(which)
  }

  return (
    <>
      <div className="post-actions">
        <ReactionButtons status={status} onReact={react} />
        {own ? (
          <OwnerActions post={post} notify={notify} />
        ) : (
          <VisitorActions
            onReport={(control) => {
              if (!login.ensureLoggedIn(m.detail.loginRequired, control)) return
              setOpened((was) => ({ ...was, report: true }))
              setReporting(true)
            }}
            onBlock={(control) => {
              if (!login.ensureLoggedIn(blockText.block.loginRequired, control)) return
              setOpened((was) => ({ ...was, block: true }))
              setBlocking(true)
            }}
          />
        )}
      </div>
      {opened.block ? (
        <Suspense fallback={null}>
          <BlockUserDialog
            user={post.author}
            open={blocking}
            onClose={() => setBlocking(false)}
            onBlocked={() => {
              setBlocking(false)
              notify(blockText.block.done(post.author.name))
              navigate(pathTo('/app/timeline'))
            }}
          />
        </Suspense>
      ) : null}
      {opened.report ? (
        <Suspense fallback={null}>
          <ReportDialog
            postId={post.id}
            open={reporting}
            onClose={() => setReporting(false)}
            onReported={() => {
              setReporting(false)
              notify(m.detail.report.sent)
            }}
          />
        </Suspense>
      ) : null}
      {/* The title as this site shows it: the translation on an international site. */}
      <ShareBar
        title={postTitle(post)}
        path={pathTo('/app/posts/:id', { id: post.id })}
        notify={notify}
      />
      {login.dialog}
    </>
  )
}

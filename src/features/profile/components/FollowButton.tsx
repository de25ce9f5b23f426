import { useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { useLoginPrompt } from '../../../components/useLoginPrompt'
import { toApiError } from '../../../lib/api'
import type { FollowStatus } from '../../../shared/api/posts'
import { setFollowing } from '../api'
import m from '../i18n/current'

interface FollowButtonProps {
  userId: number
  status: FollowStatus
  onChange: (status: FollowStatus) => void
  onError: (message: string) => void
}

/** フォローする / フォロー中: optimistic, put back as it was when the server says no. */
export function FollowButton({ userId, status, onChange, onError }: FollowButtonProps) {
  const login = useLoginPrompt()
  const [pending, setPending] = useState(false)

  const toggle = async (control: Element) => {
    if (pending || !login.ensureLoggedIn(m.profile.loginToFollow, control)) return
    const before = status
    const next = !before.following
    onChange({
      following: next,
      follower_count: Math.max(0, before.follower_count + (next ? 1 : -1)),
    })
    setPending(true)
    try {
      onChange(await setFollowing(userId, next))
    } catch (err) {
      onChange(before)
      onError(apiErrorText(toApiError(err), m.profile.followFailed))
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button ${status.following ? 'button--secondary' : 'button--primary'} button--small`}
        onClick={(event) => void toggle(event.currentTarget)}
        aria-busy={pending}
        title={status.following ? m.profile.unfollowHint : undefined}
      >
        {status.following ? m.profile.unfollow : m.profile.follow}
      </button>
      {login.dialog}
    </>
  )
}

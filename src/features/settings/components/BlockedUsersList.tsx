import { useEffect, useState } from 'react'
import { Avatar } from '../../../components/Avatar'
import { fetchBlockedUsers, unblockUser } from '../../../components/block/blocks-api'
import m from '../../../components/block/i18n/current'
import { Spinner } from '../../../components/Spinner'
import { useSubmit } from '../../../components/useSubmit'
import type { BlockedUser } from '../../../shared/api/posts'

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: BlockedUser[] }

/** 「ブロック中のユーザー」: everyone this person blocked, each with 「ブロックを解除」. */
export function BlockedUsersList() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [done, setDone] = useState<string | null>(null)
  const { busy, error, run } = useSubmit(m.block.failed)
  useEffect(() => {
    let live = true
    fetchBlockedUsers().then(
      (answer) => live && setLoaded({ status: 'ready', items: answer.items }),
      () => live && setLoaded({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])

  const unblock = (user: BlockedUser) =>
    void run(async () => {
      await unblockUser(user.id)
      setLoaded((now) =>
        now.status === 'ready'
          ? { status: 'ready', items: now.items.filter((item) => item.id !== user.id) }
          : now,
      )
      setDone(m.block.unblocked(user.name))
    })

  return (
    <section className="blocked-users" aria-labelledby="settings-blocked-users">
      <h3 id="settings-blocked-users" className="blocked-users__title">
        {m.blockedList.title}
      </h3>
      <p className="settings-section__lead">{m.blockedList.lead}</p>
      {loaded.status === 'loading' ? <Spinner /> : null}
      {loaded.status === 'failed' ? <p role="alert">{m.blockedList.loadFailed}</p> : null}
      {loaded.status === 'ready' && loaded.items.length === 0 ? (
        <p className="blocked-users__empty">{m.blockedList.empty}</p>
      ) : null}
      {loaded.status === 'ready' && loaded.items.length > 0 ? (
        <ul className="option-list">
          {loaded.items.map((user) => (
            <li key={user.id} className="option option--static blocked-users__row">
              <span className="blocked-users__who">
                <Avatar name={user.name} avatarUrl={user.avatar_url} size={32} />
                <span className="blocked-users__name">{user.name}</span>
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => unblock(user)}
                disabled={busy}
                aria-label={m.blockedList.unblockLabel(user.name)}
              >
                {m.block.unblock}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </section>
  )
}

import { useAtom } from 'jotai'
import { useRef } from 'react'
import { Avatar } from '../../../components/Avatar'
import { apiErrorText } from '../../../components/apiErrorText'
import { CameraIcon } from '../../../components/icons'
import { prepareImage } from '../../../components/media/prepareImage'
import { useSubmit } from '../../../components/useSubmit'
import { userAtom } from '../../../state/session'
import { removeAvatar, uploadAvatar } from '../api'
import m from '../i18n/current'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'
const ACCEPTED = /^image\/(jpeg|png|webp|heic|heif)$|^$/

interface AvatarEditorProps {
  onChange: (avatarUrl: string | null) => void
  notify: (message: string, tone?: 'info' | 'error') => void
}

/** Uploading and removing the avatar; the session's user takes the new address at once. */
function useAvatarChange({ onChange, notify }: AvatarEditorProps) {
  const [user, setUser] = useAtom(userAtom)
  // A failure is told in the page's toast, like a success.
  const { busy, run } = useSubmit((info) => {
    notify(apiErrorText(info, m.myPage.avatar.failed), 'error')
    return null
  })

  const apply = (avatarUrl: string | null) => {
    setUser((current) => (current ? { ...current, avatar_url: avatarUrl } : current))
    onChange(avatarUrl)
  }

  const choose = (file: File) => {
    if (!ACCEPTED.test(file.type)) {
      notify(m.myPage.avatar.unsupported, 'error')
      return
    }
    void run(async () => {
      // An avatar is shown small: 1024 px is plenty and keeps the upload light.
      const image = await prepareImage(file, { maxSide: 1024 })
      const { avatar_url } = await uploadAvatar(image.blob, image.name)
      apply(avatar_url)
      notify(m.myPage.avatar.saved)
    })
  }

  const remove = () => {
    if (!window.confirm(m.myPage.avatar.confirmRemove)) return
    void run(async () => {
      await removeAvatar()
      apply(null)
      notify(m.myPage.avatar.removed)
    })
  }

  return { user, busy, choose, remove }
}

/** Change or remove one's avatar; the header and menu follow at once (the session's user). */
export function AvatarEditor(props: AvatarEditorProps) {
  const { user, busy, choose, remove } = useAvatarChange(props)
  const input = useRef<HTMLInputElement>(null)
  if (!user) return null

  return (
    <section className="card avatar-editor" aria-labelledby="avatar-heading" aria-busy={busy}>
      <h2 id="avatar-heading">{m.myPage.avatar.heading}</h2>
      <div className="avatar-editor__row">
        <Avatar name={user.name} avatarUrl={user.avatar_url} size={72} />
        <div className="avatar-editor__controls">
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-disabled={busy}
              aria-describedby="avatar-hint"
              onClick={() => {
                if (!busy) input.current?.click()
              }}
            >
              <CameraIcon size={18} />
              {busy ? m.myPage.avatar.uploading : m.myPage.avatar.change}
            </button>
            {user.avatar_url ? (
              <button
                type="button"
                className="button button--danger button--small"
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) remove()
                }}
              >
                {m.myPage.avatar.remove}
              </button>
            ) : null}
          </div>
          <p id="avatar-hint" className="field__hint">
            {m.myPage.avatar.hint}
          </p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={m.myPage.avatar.change}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) choose(file)
        }}
      />
    </section>
  )
}

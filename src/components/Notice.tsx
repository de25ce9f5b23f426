import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import m from './i18n/current'
import { CloseIcon } from './icons'
import './notice.css'

const SHOW_MS = 4000

interface NoticeState {
  message: string
  tone: 'info' | 'error'
  /** Changes with every show, so the same message twice is announced twice. */
  key: number
}

/**
 * A short message at the bottom of the screen ("リンクをコピーしました"), announced politely and
 * gone after a few seconds. Returns the element to render and a function to show a message.
 */
export function useNotice(): [ReactNode, (message: string, tone?: 'info' | 'error') => void] {
  const [notice, setNotice] = useState<NoticeState | null>(null)
  const counter = useRef(0)
  const show = useCallback((message: string, tone: 'info' | 'error' = 'info') => {
    counter.current += 1
    setNotice({ message, tone, key: counter.current })
  }, [])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), SHOW_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const element = (
    <div className="toast-region" role="status" aria-live="polite">
      {notice ? (
        <div key={notice.key} className={`toast toast--${notice.tone}`}>
          <span>{notice.message}</span>
          <button
            type="button"
            className="toast__close"
            onClick={() => setNotice(null)}
            aria-label={m.notice.dismiss}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  )
  return [element, show]
}

import { useState } from 'react'
import m from './i18n/current'
import './copy-button.css'

/**
 * Copies a short text (a code to pass on) to the clipboard and says so beside the button. Where
 * the clipboard is refused (an older browser, a page without permission), it selects the text
 * instead, so a long press or Ctrl+C still copies it.
 */
export function CopyButton({ text, targetId }: { text: string; targetId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'selected'>('idle')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      const target = document.getElementById(targetId)
      const selection = window.getSelection()
      if (target && selection) {
        const range = document.createRange()
        range.selectNodeContents(target)
        selection.removeAllRanges()
        selection.addRange(range)
      }
      setState('selected')
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--small button--secondary"
        aria-describedby={targetId}
        onClick={() => void copy()}
      >
        {m.copy.button}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied' ? m.copy.copied : state === 'selected' ? m.copy.selected : ''}
      </span>
    </>
  )
}

import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import m from './i18n/current'
import { CloseIcon } from './icons'
import './dialog.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /**
   * `alertdialog`: a message that needs an answer before going on (its own buttons close it, so
   * the head has no ✕); `describedBy` names the message, `initialFocus` the button to start on.
   */
  role?: 'dialog' | 'alertdialog'
  describedBy?: string
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, closes it with Escape and gives
 * focus back to the control that opened it. A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  role = 'dialog',
  describedBy,
  initialFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      initialFocus?.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, initialFocus])

  // A click on the backdrop lands on the <dialog> itself (the panel fills the rest). Escape, the
  // keyboard's way out, is the browser's own.
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current()
    }
    dialog.addEventListener('click', onClick)
    return () => dialog.removeEventListener('click', onClick)
  }, [])

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => {
        if (open) onClose()
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {role === 'alertdialog' ? null : (
              <button
                type="button"
                className="icon-button"
                onClick={onClose}
                aria-label={m.dialog.close}
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

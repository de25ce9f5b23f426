/** A form's send button: disabled while the request runs, and saying so. */
export function SubmitButton(props: {
  busy: boolean
  label: string
  busyLabel: string
  /** Not ready to send (a required field is empty), apart from being busy. */
  disabled?: boolean
  className?: string
}) {
  return (
    <button
      type="submit"
      className={props.className ?? 'button button--primary'}
      disabled={props.busy || props.disabled}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  )
}

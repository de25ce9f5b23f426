/** An auth form's submit button: disabled, and saying so, while the request runs. */
export function SubmitButton(props: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="auth-button auth-button--primary" disabled={props.busy}>
      {props.busy ? props.busyLabel : props.label}
    </button>
  )
}

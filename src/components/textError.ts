import { displayTextProblem, textProblem } from '../shared/text-input'
import m from './i18n/current'

/**
 * A form's message for text the API would refuse (src/shared/text-input.ts), in this site's
 * language; null when it may be sent. `display`: a name or a title.
 */
export function textError(
  value: string,
  label: string,
  kind: 'text' | 'display' = 'text',
): string | null {
  const problem = kind === 'display' ? displayTextProblem(value) : textProblem(value)
  return problem ? m.form.textProblem(problem, label) : null
}

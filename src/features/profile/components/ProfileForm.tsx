import { Field } from '../../../components/Field'
import { FormError } from '../../../components/useSubmit'
import { MAX_BIO_LENGTH, MAX_NAME_LENGTH } from '../../../shared/api/accounts'
import m from '../i18n/current'
import { chars, type ProfileFormProps, useProfileForm } from './useProfileForm'

/** Name, bio and website, saved through the accounts API; the session's user follows. */
export function ProfileForm(props: ProfileFormProps) {
  const { values, errors, change, saving, serverError, submit } = useProfileForm(props)
  const e = m.myPage.edit
  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      <h2>{e.heading}</h2>
      <Field
        id="profile-name"
        label={e.name}
        required
        error={errors.name}
        counter={{ count: chars(values.name), max: MAX_NAME_LENGTH }}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.name}
            autoComplete="nickname"
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="profile-bio"
        label={e.bio}
        error={errors.bio}
        counter={{ count: chars(values.bio), max: MAX_BIO_LENGTH }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={4}
            value={values.bio}
            placeholder={e.bioPlaceholder}
            onChange={(event) => change({ bio: event.target.value })}
          />
        )}
      </Field>
      <Field id="profile-website" label={e.website} hint={e.websiteHint} error={errors.website}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={values.website}
            placeholder="https://"
            onChange={(event) => change({ website: event.target.value })}
          />
        )}
      </Field>
      <FormError error={serverError} className="form-error" />
      <button type="submit" className="button button--primary" aria-disabled={saving}>
        {saving ? e.saving : e.save}
      </button>
    </form>
  )
}

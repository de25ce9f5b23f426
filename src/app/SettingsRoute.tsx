import { AccountDataSettings } from '../features/account-data/components/AccountDataSettings'
import { SocialMark } from '../features/auth/components/SocialButtons'
import { socialIdToken } from '../features/auth/social'
import { PushTopicsSettings } from '../features/push/components/PushTopicsSettings'
import { SignInMethodsList } from '../features/settings/components/SignInMethodsList'
import { SettingsPage } from '../features/settings/pages/SettingsPage'

/**
 * /app/settings: the settings feature's page with the push feature's notification settings, and
 * the account's ways in, linked through the auth feature's sign-in popup.
 */
export function SettingsRoute() {
  return (
    <SettingsPage
      notifications={<PushTopicsSettings />}
      accountData={<AccountDataSettings />}
      signInMethods={
        <SignInMethodsList
          obtainIdToken={socialIdToken}
          mark={(provider) => <SocialMark provider={provider} surface="onLight" />}
        />
      }
    />
  )
}

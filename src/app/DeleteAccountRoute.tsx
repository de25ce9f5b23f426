import { DeleteAccountPage } from '../features/account-data/pages/DeleteAccountPage'
import { socialReauthentication } from '../features/auth/social'

/**
 * /app/settings/delete-account: the account data feature's deletion page, with the auth feature's
 * sign-in popup for an account that has no password to confirm with.
 */
export function DeleteAccountRoute() {
  return <DeleteAccountPage reauthenticate={socialReauthentication} />
}

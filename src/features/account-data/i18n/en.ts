import type { AccountDataMessages } from './ja'

export default {
  info: {
    title: 'Deleting your account',
    lead: 'You can delete your jimoto account at any time, in the app or on the web. A deleted account cannot be restored.',
    inAppTitle: 'How to delete it, in the app or on the web',
    steps: [
      'Log in to jimoto (the app, or the Japanese website).',
      'Open Settings from the menu and choose “Delete account” (アカウントを削除).',
      'Check what will be deleted and what is kept, then enter your password (an account without a password signs in again with its linked LINE, Google or Apple account).',
      'Press “Delete account” (アカウントを削除する). You are logged out on every device, and we email you when the deletion is complete.',
    ],
    deletedTitle: 'What is deleted',
    deleted: [
      'Your account (name, email address, password, profile and profile picture)',
      'Your posts, events and coupons, with their photos (resized copies included)',
      'Likes, favorites, follows and followers, stamp rally stamps and completions',
      'Saved coupons, devices registered for notifications and their settings, signed-in devices',
      'Linked LINE, Google and Apple sign-ins (the Apple authorization is revoked)',
      'Organizer memberships and applications, notices from the moderators, data downloads',
    ],
    keptTitle: 'What is kept (without identifying you)',
    kept: [
      'Ad invoices and payment records: kept for 7 years as Japanese tax law requires. Everything but the invoice’s addressee, amounts and dates (your email address, the ad’s text) is removed, and so is the link to your account.',
      'Coupon redemptions a shop accepted, and your coupons that other people used or hold: kept as their records, shown as “deleted user” and never published.',
      'Records of moderator actions (such as handling a report): only what was done is kept, not the link to your account.',
    ],
    timingTitle: 'How long it takes',
    timing:
      'From the moment you confirm, the account can no longer log in and your posts disappear. Photos and sign-in data are removed within minutes (if an outside service is slow, we retry automatically).',
    exportTitle: 'Keep a copy first',
    exportBody:
      'Under Settings, “Download your data” (データをダウンロード) saves your data (posts and photos, likes, favorites and more) as a ZIP file.',
    contactTitle: 'Contact',
    contact:
      'If you cannot delete your account this way (for example, you cannot log in), contact us at the address in the privacy policy.',
    privacyLink: 'Privacy policy',
  },
  settings: {
    title: 'Your data',
    exportTitle: 'Download your data',
    exportLead:
      'Collects everything jimoto keeps about you into a ZIP file: your posts and photos, likes, favorites, follows, stamps, coupon uses, ad orders and more.',
    exportButton: 'Prepare my data',
    exportPreparing: 'Preparing… this can take a few minutes.',
    exportReady: (until: string) => `Ready (downloadable until ${until})`,
    exportDownload: 'Download ZIP',
    exportFailed: 'Your data could not be prepared. Please try again.',
    exportCheck: 'Refresh',
    deleteTitle: 'Delete account',
    deleteHint: 'Deletes your account and your posts and other data',
    aboutDeletion: 'About deleting your account',
  },
  deletion: {
    title: 'Delete account',
    lead: 'A deleted account cannot be restored. Save what you need first with “Download your data”.',
    confirmTitle: 'Confirm it is you',
    passwordLabel: 'Password',
    reauthLead: 'This account has no password. Please sign in again with a linked account.',
    reauthAppleLead:
      'This account is linked to Apple. Please sign in with Apple again to confirm. Deleting also removes this app from “Sign in with Apple” in your Apple ID.',
    reauth: (provider: string) => `Confirm with ${provider}`,
    reauthDone: (provider: string) => `Confirmed with ${provider}`,
    submit: 'Delete account',
    submitting: 'Deleting…',
    failed: 'The account could not be deleted. Please try again.',
    doneTitle: 'Deletion accepted',
    doneMail:
      'You are logged out on every device. We will email you when the deletion is complete.',
    doneNoMail: 'You are logged out on every device. The deletion completes within minutes.',
    loadFailed: 'Your account details could not be loaded.',
  },
} satisfies AccountDataMessages

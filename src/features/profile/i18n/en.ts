import type { ProfileMessages } from './ja'

export default {
  profile: {
    title: 'Profile',
    lead: 'This person’s introduction and their posts will be shown here.',
  },
  myPage: {
    title: 'My page',
    lead: 'You will be able to edit your profile and manage your own posts here.',
    signedInAs: 'Signed in as',
    settings: 'Open settings',
  },
} satisfies ProfileMessages

import type { AdminMessages } from './ja'

export default {
  admin: {
    title: 'Admin',
    lead: 'The page where administrators review posts, handle reports and send announcements.',
  },
} satisfies AdminMessages

import type { NoticesMessages } from './ja'

export default {
  title: 'Notices from the moderators',
  lead: 'What the moderators did to your posts or account, and why. If you disagree, you may appeal each notice once.',
  empty: 'You have no notices from the moderators.',
  loadFailed: 'Your notices could not be loaded.',
  suspended: (until: string | null) =>
    until
      ? `This account is suspended until ${until}. You cannot post, like, report or check in.`
      : 'This account is suspended until the suspension is lifted. You cannot post, like, report or check in.',
  reason: 'Reason',
  headings: {
    hide: (what: string) => `Your ${what} was hidden`,
    warn: (what: string) => `A warning about your ${what}`,
    suspend: () => 'Your account was suspended',
  },
  kinds: { post: 'post', event: 'event', coupon: 'coupon', user: 'account', ad: 'ad' },
  until: (until: string) => `until ${until}`,
  appealLabel: 'Your appeal',
  appealHint: 'The moderators will look at it again. You can appeal only once.',
  appealSubmit: 'Send appeal',
  appealSending: 'Sending…',
  appealRequired: 'Please write your appeal.',
  appealFailed: 'Your appeal could not be sent.',
  appealDone: 'Your appeal was received. The moderators will look at it again.',
  appealed: (at: string) => `You appealed on ${at}`,
} satisfies NoticesMessages

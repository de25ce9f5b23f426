import type { BlockMessages } from './ja'

export default {
  block: {
    action: 'Block',
    unblock: 'Unblock',
    title: (name: string) => `Block ${name}?`,
    lead: "Their posts will no longer appear in your timeline, map, search, gallery or anywhere else. While signed in, they can't see your posts or follow you.",
    quiet: "They won't be told that you blocked them.",
    undoHint: 'You can undo this at any time under Settings → Blocked users.',
    confirm: 'Block',
    cancel: 'Cancel',
    busy: 'Blocking…',
    done: (name: string) => `You blocked ${name}.`,
    unblocked: (name: string) => `You unblocked ${name}.`,
    failed: "Couldn't change the block. Please try again later.",
    loginRequired: 'Please log in to block someone.',
    hiddenPosts: "You blocked this person, so their posts aren't shown.",
  },
  blockedList: {
    title: 'Blocked users',
    lead: "Posts by people you blocked aren't shown. Unblock someone to see their posts again.",
    empty: "You haven't blocked anyone.",
    unblockLabel: (name: string) => `Unblock ${name}`,
    loadFailed: "Couldn't load your blocked users.",
  },
  reportUser: {
    action: 'Report',
    title: (name: string) => `Report ${name}`,
    lead: "Tell the moderators about this account. They won't be told who reported them.",
    reasonLegend: 'Reason',
    reasons: {
      spam: 'Spam or advertising',
      harassment: 'Harassment or attacks',
      impersonation: 'Impersonation',
      inappropriate: 'Inappropriate profile',
      other: 'Other',
    },
    details: 'Details (optional)',
    chooseReason: 'Please choose a reason.',
    submit: 'Report',
    sending: 'Sending…',
    sent: 'Thanks, your report was received. The moderators will review it.',
    failed: "Couldn't send the report. Please try again later.",
  },
  held: {
    badge: 'In review',
    post: "The moderators are reviewing this post. Until they're done, nobody else can see it.",
    profile: (name: string, bio: string) =>
      `The moderators are reviewing your profile change (name "${name}", bio "${bio}"). Until they're done, others see your previous profile.`,
  },
} satisfies BlockMessages

import type { AdminMessages } from './ja'

export default {
  admin: {
    sections: 'On this page',
    moderation: 'Reports to review',
    townOrders: 'Evacuation orders',
    shelters: 'Shelter data',
    organizers: 'Event organizers',
    title: 'Admin',
    lead: 'The page where administrators review posts, handle reports and send announcements.',
    adReview: 'Ad review',
  },
  push: {
    compose: 'Send a notification',
    topic: 'Topic',
    title: 'Title',
    body: 'Message',
    image: 'Image URL (optional, https)',
    target: 'Page to open on tap (optional)',
    send: 'Send',
    sending: 'Sending…',
    queued: 'The notification is queued. Delivery results appear in the list below.',
    failed: 'The notification could not be sent.',
    loadFailed: 'The admin page could not be loaded.',
    history: 'Sent notifications',
    none: 'No notifications have been sent yet.',
    status: 'Status',
    sent: 'Sent',
    failedCount: 'Failed',
    removed: 'Invalid devices removed',
    statuses: { queued: 'Queued', sending: 'Sending', done: 'Done' },
  },
} satisfies AdminMessages

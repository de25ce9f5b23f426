import type { AdsMessages } from './ja'

export default {
  landing: {
    title: 'Advertise with us',
    lead: 'You will be able to see our ad plans for reaching local users with your shop or event, and apply online.',
    materials: 'See the media kit',
  },
  success: {
    title: 'Your ad order',
    lead: 'The result of your payment and the steps until your ad goes live will be shown here.',
  },
  cancel: {
    title: 'Your ad order',
    lead: 'What happens when a payment is cancelled, and how to resume your order, will be shown here.',
  },
} satisfies AdsMessages

import type { LandingMessages } from './ja'

export default {
  contactSubject: 'Enquiry about jimoto',
  creatorRecruit: {
    eyebrow: 'Creators wanted',
    title: 'Share the town you love, in photos and words',
    lead: 'The buzz of a festival, a hidden gem down a side street, the colours of the season. jimoto is looking for photographers, writers and illustrators to show what makes their town special.',
    cta: 'Sign up free and start posting',
    secondaryCta: 'Talk to us by email',
    sections: [
      {
        title: 'Why share on jimoto',
        kind: 'cards',
        items: [
          {
            title: 'Reach local people directly',
            body: 'Your posts appear on the timeline and the map, where people interested in the town can easily find them.',
          },
          {
            title: 'And visitors from abroad',
            body: 'On the English, Korean and Chinese sites your posts are translated, so travellers can read them too.',
          },
          {
            title: 'Your work stays yours',
            body: 'You keep the copyright to the photos and text you post, and your profile can introduce your own work.',
          },
        ],
      },
      {
        title: 'Who we are looking for',
        kind: 'cards',
        items: [
          {
            title: 'Photographers',
            body: 'People who love capturing a moment at an event or on a street corner.',
          },
          {
            title: 'Writers',
            body: 'People who can tell the stories of shops and neighbours in warm, simple words.',
          },
          {
            title: 'Illustrators',
            body: 'People who can draw the town in fun maps and characters.',
          },
        ],
      },
      {
        title: 'How to get started',
        kind: 'steps',
        items: [
          {
            title: 'Create an account',
            body: 'Sign up free with an email address or a Google or Apple account.',
          },
          {
            title: 'Set up your profile',
            body: 'Describe what you do and add links to your social accounts or portfolio.',
          },
          {
            title: 'Post about the town',
            body: 'Post with a photo and a location, and your post appears on the map too.',
          },
        ],
      },
    ],
    closing: {
      title: 'Let’s capture the town’s “now” together',
      body: 'Feel free to get in touch about your work or to suggest covering an event.',
      cta: 'Sign up free',
    },
  },
  allTarget: {
    eyebrow: 'New to jimoto?',
    title: 'Enjoy your town more, and feel closer to it',
    lead: 'jimoto brings the town’s events, shops, coupons and everyone’s posts together in one community app. Whether you live here or are just visiting, enjoy what is happening today.',
    cta: 'Open the app',
    secondaryCta: 'Peek at the timeline',
    sections: [
      {
        title: 'Handy when you want to…',
        kind: 'cards',
        items: [
          {
            title: 'Plan your weekend',
            body: 'Check festival and concert dates and venues, right down to the timetable.',
          },
          { title: 'Shop for less', body: 'Look up local shops’ coupons before you go.' },
          {
            title: 'Explore on foot',
            body: 'Stamp rallies lead you to spots you never knew about.',
          },
          {
            title: 'Be ready for emergencies',
            body: 'Check evacuation shelters and risk areas on the hazard map in advance.',
          },
        ],
      },
      {
        title: 'Easy to use',
        kind: 'steps',
        items: [
          { title: 'Open the app', body: 'Nothing to download: it works right in your browser.' },
          {
            title: 'Browse what interests you',
            body: 'See what is happening nearby on the timeline and the map.',
          },
          {
            title: 'Log in to join in',
            body: 'Posting, favorites and stamp rallies are available once you log in.',
          },
        ],
      },
    ],
    closing: {
      title: 'Take a look at the town today',
      body: 'You can browse the timeline and the map right away, without signing up.',
      cta: 'Get started with jimoto',
    },
  },
  materials: {
    eyebrow: 'Media kit',
    title: 'Bring your shop and events to local customers',
    lead: 'jimoto is a community app for people looking for local events, shops and coupons. Here is what we sell, what it costs and how your ad gets running.',
    cta: 'Order an ad',
    secondaryCta: 'Contact us by email',
    sections: [
      {
        title: 'Who uses jimoto',
        kind: 'cards',
        items: [
          {
            title: 'People who live here',
            body: 'Locals looking for weekend events, new shops and good deals.',
          },
          {
            title: 'People visiting the town',
            body: 'Visitors and people home for the holidays planning their day. Visitors from abroad read it translated.',
          },
          {
            title: 'Event-goers',
            body: 'People checking timetables and performers, and touring venues on stamp rallies.',
          },
        ],
      },
      {
        title: 'What we offer',
        kind: 'cards',
        items: [
          {
            title: 'Timeline PR card',
            body: 'One slot after every 8 timeline posts, shown as a card clearly labelled “Sponsored”. Runs for 1, 2 or 4 weeks.',
          },
          {
            title: 'How ads are shown',
            body: 'Running ads take turns, and the same ad is never shown twice in a row.',
          },
          {
            title: 'Measuring results',
            body: '“Manage ads” shows views and taps per day. Nothing that tracks individual people is recorded.',
          },
        ],
      },
      {
        title: 'From order to publication',
        kind: 'steps',
        items: [
          {
            title: 'Choose a plan and apply',
            body: 'Sign in and enter the length, start date and content of your ad.',
          },
          {
            title: 'Pay online',
            body: 'By credit card or at a convenience store. PayPay may be available depending on the payment provider’s settings.',
          },
          {
            title: 'Review',
            body: 'We review the ad once the payment is confirmed. If it cannot run, we tell you why and refund it in full.',
          },
          {
            title: 'Your ad goes live',
            body: 'Once approved it runs from your start date. A receipt (qualified invoice) is available in “Manage ads”.',
          },
        ],
      },
    ],
    closing: {
      title: 'Questions are welcome',
      body: 'The prices are in the table above. If anything is unclear, email us.',
      cta: 'Order an ad',
    },
  },
  creatives: {
    eyebrow: 'Ad creative guidelines',
    title: 'A submission guide for ads that get noticed',
    lead: 'The text, link and image specifications of the jimoto timeline PR card, and what cannot be published. Please check them before you apply.',
    cta: 'Order an ad',
    secondaryCta: 'See the media kit',
    sections: [
      {
        title: 'Text and link',
        kind: 'specs',
        items: [
          { title: 'Headline', body: 'Up to 30 characters, shown in bold at the top of the card.' },
          {
            title: 'Text',
            body: 'Up to 120 characters. Put the essentials first: date, place and price.',
          },
          {
            title: 'Link',
            body: 'A page starting with https that matches the ad, or one of your own public posts to promote.',
          },
        ],
      },
      {
        title: 'Image and display',
        kind: 'specs',
        items: [
          {
            title: 'Image',
            body: 'When you promote one of your posts, its first photo is shown, cropped to a square.',
          },
          {
            title: 'The “Sponsored” label',
            body: 'Every ad carries a “Sponsored” label automatically (Japan’s stealth-marketing rules). It cannot be removed.',
          },
          {
            title: 'Billing',
            body: 'The billing name printed on the receipt (up to 80 characters) and an email address.',
          },
        ],
      },
      {
        title: 'What cannot be published',
        kind: 'cards',
        items: [
          {
            title: 'Misleading claims',
            body: 'Unfounded superlatives such as “the best in Japan” or “guaranteed”, and prices that differ from reality.',
          },
          {
            title: 'Infringing others’ rights',
            body: 'Photos, logos or characters used without permission, and people shown without consent.',
          },
          {
            title: 'Offensive content',
            body: 'Violent or sexual content, and content that stirs up discrimination or fear.',
          },
        ],
      },
    ],
    closing: {
      title: 'When you are ready',
      body: 'Enter your text and link on the order page, check the preview, then go on to payment.',
      cta: 'Order an ad',
    },
  },
  kit: {
    reachTitle: 'jimoto in numbers (last 30 days, from real data)',
    users: 'Registered users',
    posts: 'New posts',
    posters: 'People who posted',
    people: (n: string) => n,
    items: (n: string) => n,
    pricesTitle: 'Prices (tax included)',
    planName: (weeks: number) => `Timeline PR card, ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
    price: (total: string, tax: string) => `¥${total} (incl. ¥${tax} consumption tax)`,
  },
} satisfies LandingMessages

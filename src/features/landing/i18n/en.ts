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
    lead: 'jimoto is a community app for people looking for local events, shops and coupons. Here are our ad options and how to get your ad running.',
    cta: 'Order an ad',
    secondaryCta: 'Contact us by email',
    sections: [
      {
        title: 'Who uses jimoto',
        kind: 'cards',
        items: [
          {
            title: 'Local residents',
            body: 'People looking for weekend events, new shops and good deals nearby.',
          },
          {
            title: 'Visitors',
            body: 'People in town for sightseeing or a trip home, deciding how to spend the day. Travellers from abroad see it translated.',
          },
          {
            title: 'Event-goers',
            body: 'People checking venue timetables and performers, and touring venues on stamp rallies.',
          },
        ],
      },
      {
        title: 'Ad options',
        kind: 'cards',
        items: [
          { title: 'Timeline ads', body: 'Shown with a photo between posts on the timeline.' },
          {
            title: 'Coupon listings',
            body: 'List your shop’s coupon; customers show it in the app to use it.',
          },
          {
            title: 'Event features',
            body: 'A feature page bringing together your event’s dates, venues and performers.',
          },
          {
            title: 'Push notifications',
            body: 'Announcements sent to users who allow notifications (content is reviewed).',
          },
        ],
      },
      {
        title: 'From order to launch',
        kind: 'steps',
        items: [
          {
            title: 'Choose a plan and order',
            body: 'Pick the period and content, and order online.',
          },
          { title: 'Pay by credit card', body: 'Payment is completed when you order.' },
          { title: 'Review', body: 'We review the ad content (usually within 3 business days).' },
          { title: 'Your ad goes live', body: 'It runs from the start date you chose.' },
        ],
      },
    ],
    closing: {
      title: 'Talk to us any time',
      body: 'We will suggest a plan that fits your budget and goals. Prices are shown on the order page.',
      cta: 'Order an ad',
    },
  },
  creatives: {
    eyebrow: 'Ad creative guidelines',
    title: 'A submission guide for ads that get noticed',
    lead: 'The image and text specifications for ads on jimoto, and what cannot be published. Please check them before you submit.',
    cta: 'Order an ad',
    secondaryCta: 'See the media kit',
    sections: [
      {
        title: 'Image specifications',
        kind: 'specs',
        items: [
          { title: 'Timeline ads', body: '1080 × 1080 px (square), JPEG or PNG, up to 5 MB' },
          { title: 'Event features', body: '1200 × 630 px (landscape), JPEG or PNG, up to 5 MB' },
          {
            title: 'Text in images',
            body: 'Keeping text to about a fifth of the image keeps it readable on small screens.',
          },
        ],
      },
      {
        title: 'Text specifications',
        kind: 'specs',
        items: [
          {
            title: 'Title',
            body: 'Up to 30 characters. It is also shown as is when the ad is shared on social media.',
          },
          {
            title: 'Body',
            body: 'Up to 200 characters. Put the essentials first: date, place and price.',
          },
          { title: 'Link', body: 'A page starting with https that matches what the ad says.' },
        ],
      },
      {
        title: 'What cannot be published',
        kind: 'cards',
        items: [
          {
            title: 'Misleading claims',
            body: 'Unfounded superlatives such as “the best in Japan”, or prices that differ from reality.',
          },
          {
            title: 'Infringing others’ rights',
            body: 'Photos, logos or characters used without permission, or people shown without consent.',
          },
          {
            title: 'Offensive content',
            body: 'Violent or sexual content, or content that stirs up discrimination or fear.',
          },
        ],
      },
    ],
    closing: {
      title: 'Ready to submit?',
      body: 'Upload your images and text from the order page. If you are unsure about anything, email us.',
      cta: 'Order an ad',
    },
  },
} satisfies LandingMessages

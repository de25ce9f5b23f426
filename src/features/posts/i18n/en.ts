import type { PostsMessages } from './ja'

export default {
  views: { label: 'Switch view', list: 'List', gallery: 'Gallery' },
  timeline: {
    title: 'Timeline',
    lead: 'New posts, events and coupons from around town will appear here, newest first.',
  },
  gallery: {
    title: 'Gallery',
    lead: 'A photo grid of the town, as captured by the people who live and visit here.',
  },
  detail: {
    title: 'Post',
    lead: 'The full text, photos and location of a post, with likes and favorites, will be shown here.',
  },
  feed: {
    title: 'Following',
    lead: 'A feed with posts only from the people you follow.',
  },
  upload: {
    title: 'New post',
    lead: 'You will be able to share what is happening in town, events and coupons, with photos.',
  },
  favorites: {
    title: 'Favorites',
    lead: 'Every post you save to your favorites, gathered in one place.',
  },
} satisfies PostsMessages

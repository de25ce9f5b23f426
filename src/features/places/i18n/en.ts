import type { PlacesMessages } from './ja'

export default {
  venues: {
    title: 'Venues & timetables',
    lead: 'You will be able to check each venue’s performance schedule and how to get there.',
  },
  artists: {
    title: 'Artists',
    lead: 'Profiles of the performing artists and the times they are on stage.',
  },
  restaurants: {
    title: 'Food & drink',
    lead: 'You will be able to find local restaurants and cafés by cuisine or location.',
  },
} satisfies PlacesMessages

import type { EventsMessages } from './ja'

export default {
  eventAuth: {
    title: 'Event organizer verification',
    lead: 'Once you are verified as an event organizer, you will be able to register dates, venues and performers for your events.',
  },
  eventUpload: {
    title: 'Register an event',
    lead: 'The page for registering the dates, venues, performers and timetable of an event you organize.',
  },
} satisfies EventsMessages

import type { EventsMessages } from './ja'

export default {
  eventAuth: {
    title: 'Event organizer verification',
    lead: 'Once you are verified as an event organizer, you will be able to register dates, venues and performers for your events.',
    canDoTitle: 'What organizers can do',
    canDo: [
      'Register events that run over several days, as a draft, scheduled or published',
      'Register venues and a timetable (performer, stage and time)',
      'Import a timetable from a spreadsheet as CSV',
      'Published events appear on the timeline, the map, venue and performer pages and in search',
    ],
    waysTitle: 'Two ways to become an organizer',
    codeWay:
      'If you have an organizer code: enter it and you become an organizer of your organization right away.',
    applyWay:
      'If you do not: send an application. Our team reviews it and tells you the result here.',
    loginLead: 'You need to log in to become an organizer.',
    login: 'Log in to start',
    mainSiteLogin: 'Log in on the Japanese site',
    mainSiteNote: 'Logging in and organizer verification happen on the Japanese site.',
    notOrganizer:
      'Only organizers can register events. Enter an organizer code or apply to become an organizer.',
    organizerOf: (names: string[]) => `You are an organizer of ${names.join(', ')}.`,
    toUpload: 'Register an event',
    loadFailed: 'Your organizer details could not be loaded. Please try again later.',
    codeTitle: 'Enter an organizer code',
    codeLabel: 'Organizer code',
    codeHint: 'The 16-character code from our team (e.g. ABCD-EFGH-JKMN-PQRS)',
    codeSubmit: 'Check the code',
    codeFailed: 'The code could not be accepted. Please check it and try again.',
    applyTitle: 'Apply to become an organizer',
    fields: {
      organization_name: 'Organization name',
      representative: 'Representative',
      contact_email: 'Contact email',
      contact_phone: 'Contact phone number',
      website: 'Website or social media',
      activities: 'Events you run',
    },
    websiteHint: 'A URL starting with https:// (a social media profile is fine)',
    activitiesHint: 'What kind of events you run, where, and how often',
    applySubmit: 'Apply',
    applyFailed: 'Your application could not be sent. Please check the form and try again.',
    stateTitle: 'Application status',
    states: {
      pending: 'Under review',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    pendingNote: 'Our team is reviewing your application. The result will be shown on this page.',
    rejectedNote:
      'Your application was rejected. Please read the reason, correct your details and apply again.',
    reasonLabel: 'Reason for rejection',
    busy: 'Sending…',
  },
  eventUpload: {
    title: 'Register an event',
    lead: 'The page for registering the dates, venues, performers and timetable of an event you organize.',
  },
} satisfies EventsMessages

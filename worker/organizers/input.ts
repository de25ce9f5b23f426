import { limitBody } from '../lib/validate'

// The organizers API's request schemas are in src/shared/api/organizers-schema.ts, shared with
// the forms; the Worker adds only the size limit of its JSON bodies.

export const organizerBody = limitBody(16 * 1024)

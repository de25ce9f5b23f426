// The stamp rally API's request schemas are in src/shared/api/stamprally-schema.ts, shared with
// the SPA; the Worker adds only the size limits of its JSON bodies.

export const CHECKIN_BODY_BYTES = 8 * 1024
export const MANAGE_BODY_BYTES = 16 * 1024

export function checkoutPage(session: Record<string, unknown>): string

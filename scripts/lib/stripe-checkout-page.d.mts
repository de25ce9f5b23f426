export function checkoutPage(session: Record<string, unknown>): string
export function refundPage(refund: Record<string, unknown>): string

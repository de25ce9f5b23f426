type Objects = Map<string, Record<string, unknown>>
export function refundsOf(
  store: { intents: Objects; methods: Objects; charges: Objects; refunds: Objects },
  emit: (type: string, object: object) => Promise<void>,
): {
  create(
    params: Record<string, unknown>,
  ):
    | { refund: Record<string, unknown>; charge: Record<string, unknown>; error?: undefined }
    | { error: [string, string, string?] }
  settle(refund: Record<string, unknown>, action: string): Promise<boolean>
}

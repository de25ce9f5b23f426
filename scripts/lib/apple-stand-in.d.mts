export interface AppleStandIn {
  origin: string
  close(): Promise<void>
}
export function startAppleStandIn(options: {
  publicKeyPem: string
  teamId: string
  keyId: string
  clientId: string
}): Promise<AppleStandIn>

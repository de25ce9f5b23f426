export const EMERGENCY_HEADER: string
export const EVACUATION_HEADER: string
export const TOWN: string
export function nationalShelterFiles(options?: { extraRows?: number; withTown?: boolean }): {
  emergency: string
  evacuation: string
}
export const EXPECTED_TOWN: {
  emergency: { kept: number; outsideArea: number }
  evacuation: { kept: number; outsideArea: number }
  shelters: number
}

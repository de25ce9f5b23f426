// Values tests/worker/hazard-tiles-global-setup.ts provides to the worker tests.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the loopback stand-in of the hazard map portal's tiles. */
    hazardTileOrigin: string
    /** A loopback origin where nothing listens: every connection is refused. */
    hazardRefusedOrigin: string
  }
}

export {}

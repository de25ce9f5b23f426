// A few web tests read repository files with Node's modules (lockfile, page hints, native build):
// vitest runs them in Node. These types used to come in through ofetch's own (undici).
/// <reference types="node" />

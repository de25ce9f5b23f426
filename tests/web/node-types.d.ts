// A few web tests read repository files with Node's modules (lockfile, page hints, native build):
// vitest runs them in Node. Their types are declared here, not left to arrive through a dependency's.
/// <reference types="node" />

import { type ComponentType, lazy } from 'react'

/** React.lazy for a module's named page export: each page becomes its own chunk. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}

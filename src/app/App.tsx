import { Provider } from 'jotai'
import { lazy, Suspense } from 'react'
import { AuthBootstrap } from '../features/auth/components/AuthBootstrap'
import { NativeShell } from './NativeShell'
import { AppRoutes } from './routes'

// Registration and the toasts of notifications draw nothing on the first screen: their chunk loads
// while the first page renders instead of being part of the first route's scripts.
const PushHost = lazy(async () => ({
  default: (await import('../features/push/components/PushHost')).PushHost,
}))

export function App() {
  return (
    <Provider>
      <AuthBootstrap />
      <AppRoutes />
      <Suspense fallback={null}>
        <PushHost />
      </Suspense>
      <NativeShell />
    </Provider>
  )
}

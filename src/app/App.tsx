import { Provider } from 'jotai'
import { AuthBootstrap } from '../features/auth/components/AuthBootstrap'
import { PushBootstrap } from '../features/push/components/PushBootstrap'
import { PushToastHost } from '../features/push/components/PushToastHost'
import { NativeShell } from './NativeShell'
import { AppRoutes } from './routes'

export function App() {
  return (
    <Provider>
      <AuthBootstrap />
      <PushBootstrap />
      <AppRoutes />
      <PushToastHost />
      <NativeShell />
    </Provider>
  )
}

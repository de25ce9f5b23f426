import { Provider } from 'jotai'
import { AuthBootstrap } from '../features/auth/components/AuthBootstrap'
import { AppRoutes } from './routes'

export function App() {
  return (
    <Provider>
      <AuthBootstrap />
      <AppRoutes />
    </Provider>
  )
}

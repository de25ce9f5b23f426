import { Provider } from 'jotai'
import { AppRoutes } from './routes'

export function App() {
  return (
    <Provider>
      <AppRoutes />
    </Provider>
  )
}

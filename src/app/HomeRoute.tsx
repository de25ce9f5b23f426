import { type ComponentType, lazy, Suspense } from 'react'
import { HomePage } from '../features/home/pages/HomePage'

// Home with disaster mode's lead (./HomeAlerts.tsx): a chunk of its own, so the first route
// carries none of it; it renders nothing while nothing is in force.
const HomeAlerts = lazy<ComponentType>(() =>
  import('./HomeAlerts').then(
    (module) => ({ default: module.HomeAlerts }),
    () => ({ default: () => null }),
  ),
)

export function HomeRoute() {
  return (
    <HomePage
      lead={
        <Suspense fallback={null}>
          <HomeAlerts />
        </Suspense>
      }
    />
  )
}

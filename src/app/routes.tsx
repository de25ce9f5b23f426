import { Redirect, Route, Switch } from 'wouter'
import { HomePage } from '../features/info/pages/HomePage'
import { NotFoundPage } from '../features/info/pages/NotFoundPage'

/** The one router of the SPA (DESIGN.md §5): every route of spec §2, the 404 page last. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/app" replace />
      </Route>
      <Route path="/app">
        <HomePage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  )
}

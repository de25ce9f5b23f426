import { type ComponentType, lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { HomePage } from '../features/info/pages/HomePage'
import { NotFoundPage } from '../features/info/pages/NotFoundPage'

// TEMPORARY (accounts branch only): the account pages wired until the shell's router lands on
// main; replaced by that router on merge.
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage'), 'LoginPage')
const RegisterPage = lazyNamed(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage')
const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/pages/VerifyEmailPage'),
  'VerifyEmailPage',
)
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
)
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/ResetPasswordPage'),
  'ResetPasswordPage',
)
const TestEmailVerificationPage = lazyNamed(
  () => import('../features/auth/pages/TestEmailVerificationPage'),
  'TestEmailVerificationPage',
)
const AuthCallbackPage = lazyNamed(
  () => import('../features/auth/pages/AuthCallbackPage'),
  'AuthCallbackPage',
)

/** The one router of the SPA (DESIGN.md §5): every route of spec §2, the 404 page last. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/">
          <Redirect to="/app" replace />
        </Route>
        <Route path="/app">
          <HomePage />
        </Route>
        {__INTERNATIONAL__
          ? null
          : [
              <Route key="login" path="/app/login" component={LoginPage} />,
              <Route key="register" path="/app/register" component={RegisterPage} />,
              <Route key="verify" path="/app/verify-email" component={VerifyEmailPage} />,
              <Route key="forgot" path="/app/forgot-password" component={ForgotPasswordPage} />,
              <Route key="reset" path="/app/reset-password/:token" component={ResetPasswordPage} />,
              <Route
                key="outbox"
                path="/app/test-email-verification"
                component={TestEmailVerificationPage}
              />,
              <Route key="callback" path="/app/auth/callback" component={AuthCallbackPage} />,
            ]}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  )
}

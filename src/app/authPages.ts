import type { ComponentType } from 'react'
import type { PatternsWith } from '../shared/routes'
import { lazyPage } from './lazyPage'

// The account pages exist on the Japanese main site only. `__INTERNATIONAL__` is a
// compile-time constant, so in the en/ko/zh builds this whole object folds to null and none of
// the imports below (nor their chunks) is part of the bundle. Keyed by the route table's
// `main-site` patterns (src/shared/routes.ts), which tsc holds it to.
export const mainSiteAuthPages: Record<PatternsWith<'main-site'>, ComponentType> | null =
  __INTERNATIONAL__
    ? null
    : {
        login: lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
        'forgot-password': lazyPage(
          () => import('../features/auth/pages/ForgotPasswordPage'),
          'ForgotPasswordPage',
        ),
        'reset-password/:token': lazyPage(
          () => import('../features/auth/pages/ResetPasswordPage'),
          'ResetPasswordPage',
        ),
        register: lazyPage(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage'),
        'verify-email': lazyPage(
          () => import('../features/auth/pages/VerifyEmailPage'),
          'VerifyEmailPage',
        ),
        'test-email-verification': lazyPage(
          () => import('../features/auth/pages/TestEmailVerificationPage'),
          'TestEmailVerificationPage',
        ),
        'auth/callback': lazyPage(
          () => import('../features/auth/pages/AuthCallbackPage'),
          'AuthCallbackPage',
        ),
      }

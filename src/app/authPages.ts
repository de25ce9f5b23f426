import { lazyPage } from './lazyPage'

// The account pages exist on the Japanese main site only. `__INTERNATIONAL__` is a
// compile-time constant, so in the en/ko/zh builds this whole object folds to null and none of
// the imports below (nor their chunks) is part of the bundle.
export const mainSiteAuthPages = __INTERNATIONAL__
  ? null
  : {
      LoginPage: lazyPage(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
      ForgotPasswordPage: lazyPage(
        () => import('../features/auth/pages/ForgotPasswordPage'),
        'ForgotPasswordPage',
      ),
      ResetPasswordPage: lazyPage(
        () => import('../features/auth/pages/ResetPasswordPage'),
        'ResetPasswordPage',
      ),
      RegisterPage: lazyPage(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage'),
      VerifyEmailPage: lazyPage(
        () => import('../features/auth/pages/VerifyEmailPage'),
        'VerifyEmailPage',
      ),
      TestEmailVerificationPage: lazyPage(
        () => import('../features/auth/pages/TestEmailVerificationPage'),
        'TestEmailVerificationPage',
      ),
      AuthCallbackPage: lazyPage(
        () => import('../features/auth/pages/AuthCallbackPage'),
        'AuthCallbackPage',
      ),
    }

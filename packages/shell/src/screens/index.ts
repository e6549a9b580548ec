// @shortlist/shell/screens: the screens every app shares (§2); AppRouter already routes them lazily.
export { AccountScreen } from './Account/AccountScreen.tsx';
export { ForgotPassScreen } from './ForgotPass/ForgotPassScreen.tsx';
export { LoginScreen } from './Login/LoginScreen.tsx';
export { MagicPasswordScreen } from './MagicPassword/MagicPasswordScreen.tsx';
export { NotFoundScreen } from './NotFound/NotFoundScreen.tsx';
export { OAuthScreen } from './OAuth/OAuthScreen.tsx';
export { PolicyScreen } from './Policy/PolicyScreen.tsx';
export { ResetPassScreen } from './ResetPass/ResetPassScreen.tsx';
export { SettingsScreen } from './Settings/SettingsScreen.tsx';
export { AfterSignIn } from './shared/AfterSignIn.tsx';
export { PasswordRules } from './shared/PasswordRules.tsx';
export { TermsScreen } from './Terms/TermsScreen.tsx';
export { VerifyEmailScreen } from './VerifyEmail/VerifyEmailScreen.tsx';
export { VerifyUserScreen } from './VerifyUser/VerifyUserScreen.tsx';

import type { CandidateStatus } from '@shortlist/domain/enums';
import { optionalHelperText, relativeDateTexts, timezoneTexts } from '@shortlist/domain/format';
import { crashHeading, errorMessages, genericErrorMessage } from '@shortlist/domain/messages';
import { pageTitles } from '@shortlist/domain/users';
import { invalidPostcodeMessage } from '@shortlist/domain/validation';
import { toI18nextPlaceholders } from '../placeholders.ts';
import { buildSuccessResource } from '../success-message-key.ts';
import { buildVocabularyResource } from '../vocabulary-resource.ts';

// Wording every app shares. Texts the domain already holds are imported, never retyped.

export const common = {
  app: {
    title: { candidate: pageTitles.candidate, manager: pageTitles.manager },
    loading: 'Loading...',
  },
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    next: 'Next',
    back: 'Back',
    submit: 'Submit',
    confirm: 'Confirm',
    close: 'Close',
    edit: 'Edit',
    delete: 'Delete',
    search: 'Search...',
    tryAgain: 'Try again',
  },
  navigation: {
    home: 'Home',
    roles: 'Roles',
    events: 'Events',
    applications: 'Applications',
    profile: 'Profile',
    account: 'Account',
    settings: 'Settings',
    logOut: 'Log out',
    openMenu: 'Open menu',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signUp: 'Sign up',
    oneTimeCode: 'One-time code',
    oneTimeCodeHelp: 'Enter the code we sent you.',
    forgotPassword: 'Forgot password?',
    resetPassword: 'Reset password',
    sendResetLink: 'Send reset link',
    resetLinkSent: 'If an account exists for {{email}}, we have sent a link to reset the password.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    magicLink: 'Email me a sign-in link',
  },
  account: {
    title: 'Account',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile number',
    photo: 'Photo',
    uploadPhoto: 'Upload photo',
    contactPreferences: 'Contact preferences',
    contactByEmail: 'Email',
    contactBySms: 'Text message',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    deleteAccount: 'Delete account',
    deleteAccountConfirm: 'Delete your account? This cannot be undone.',
  },
  settings: {
    title: 'Settings',
  },
  cookies: {
    banner: 'We use cookies to keep the site working and, with your consent, to understand how it is used.',
    rejectAll: 'Reject all',
    acceptAll: 'Accept all',
    manage: 'Manage cookies',
    dialogTitle: 'Cookie preferences',
    strictlyNecessary: {
      title: 'Strictly necessary cookies',
      description:
        'These cookies keep the site working, for example keeping you signed in. They are always on.',
      alwaysOn: 'Always on',
    },
    analytics: {
      title: 'Analytics cookies',
      description:
        'These cookies tell us how the site is used so we can improve it. They stay off unless you turn them on.',
    },
    save: 'Save preferences and close',
  },
  crash: {
    heading: crashHeading,
    // <faqLink> wraps the FAQ page link (react-i18next Trans components).
    contact: 'Please contact your {{teamName}} manager or visit our <faqLink>FAQ page</faqLink>.',
    imageAlt: 'A broken robot',
  },
  notFound: {
    heading: 'Page not found',
    body: "Sorry, we can't find the page you were looking for.",
    home: 'Go to the home page',
  },
  errors: {
    generic: genericErrorMessage,
    support: toI18nextPlaceholders(errorMessages.support),
    invalidPostcode: invalidPostcodeMessage,
  },
  success: buildSuccessResource(),
  form: {
    optional: optionalHelperText,
    yes: 'Yes',
    no: 'No',
    other: 'Other',
    preferNotToSay: 'Prefer not to say',
    pleaseSpecify: 'Please specify',
    chooseFile: 'Choose file',
    acceptedFileTypes: 'Accepted file types: {{types}}',
    characterCount: '{{count}} of {{max}} characters',
    wordCount: '{{count}} of {{max}} words',
  },
  relativeDate: {
    today: relativeDateTexts.today,
    yesterday: relativeDateTexts.yesterday,
    // Decision: one day reads '1 day ago' for grammar; the domain says Yesterday before it gets there.
    daysAgo_one: '{{count}} day ago',
    daysAgo_other: '{{count}} days ago',
  },
  timezone: {
    ukIreland: timezoneTexts.ukIrelandTime,
  },
  candidateStatus: {
    ACTIVE: 'Submitted',
    PENDING: 'Not Submitted',
    NOT_VERIFIED: 'Unverified email',
  } satisfies Partial<Record<CandidateStatus, string>>,
  pagination: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{total}}',
  },
  vocabulary: buildVocabularyResource(),
} as const;

import type { CandidateStatus } from '@shortlist/domain/enums';
import { optionalHelperText, relativeDateTexts, timezoneTexts } from '@shortlist/domain/format';
import { crashHeading, errorMessages, genericErrorMessage } from '@shortlist/domain/messages';
import { pageTitles } from '@shortlist/domain/users';
import { invalidPostcodeMessage } from '@shortlist/domain/validation';
import { buildApplicationStatusResource } from '../application-status-resource.ts';
import { toI18nextPlaceholders } from '../placeholders.ts';
import { buildSuccessResource } from '../success-message-key.ts';
import { buildVocabularyResource } from '../vocabulary-resource.ts';
import { auditNavigation } from './admin-audit.ts';
import { referenceDataNavigation } from './admin-reference-data.ts';
import { translationsNavigation } from './admin-translations.ts';
import { supportBanner } from './admin-users.ts';

// Wording every app shares. Texts the domain already holds are imported, never retyped.

export const common = {
  app: {
    title: { candidate: pageTitles.candidate, manager: pageTitles.manager },
    loading: 'Loading...',
  },
  editConflict: {
    title: 'Someone else saved this while you were editing',
    text: 'Your changes are not saved yet. Reload to see their version (your changes here are dropped), or overwrite theirs with yours.',
    reload: 'Reload their version',
    overwrite: 'Overwrite with my changes',
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
    dismiss: 'Dismiss',
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
    search: 'Search',
    screening: 'Screening',
    reports: 'Reports',
    interviews: 'Interviews',
    admin: 'Admin',
    clients: 'Clients',
    overview: 'Overview',
    ...referenceDataNavigation,
    ...translationsNavigation,
    ...auditNavigation,
    main: 'Main navigation',
    skipToContent: 'Skip to main content',
  },
  menus: {
    profile: 'My profile',
    account: 'Organisation',
    user: 'My account',
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
    backToSignIn: 'Back to sign in',
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter an email address like name@example.com.',
    passwordRequired: 'Enter your password.',
    passwordsDiffer: 'The two passwords do not match.',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in to your account.',
    codeTitle: 'Enter your one-time code',
    codeSent: 'We have sent a one-time code to {{email}}. It proves this device is yours.',
    deviceForgotten: 'This device is no longer remembered. We have sent a new one-time code to {{email}}.',
    codeRequired: 'Enter the one-time code from your message.',
    codeInvalid: 'Enter the code as digits only.',
    verifyCode: 'Verify code',
    useAnotherAccount: 'Use another account',
    noAccount: "Don't have an account?",
  },
  oauth: {
    signingIn: 'Signing you in...',
    failed: 'We could not sign you in with that provider.',
    missingToken: 'This sign-in link is incomplete. Please start again.',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    sentTitle: 'Check your email',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Choose a new password for {{email}}.',
    introWithoutEmail: 'Choose a new password for your account.',
    rulesTitle: 'Your password must:',
    rulesMet: 'Your password meets every rule.',
    badLink: 'This reset link is invalid or has expired. Ask for a new one.',
    askAgain: 'Ask for a new link',
    done: 'Your password has been changed. Sign in with the new one.',
  },
  magicPassword: {
    title: 'Sign in with an email link',
    intro: 'Enter the email address of your account and we will email you a link that signs you in.',
    sent: 'If an account exists for {{email}}, we have emailed it a sign-in link. The link works once.',
    signingIn: 'Signing you in...',
    failed: 'This sign-in link is invalid or has expired. Ask for a new one below.',
  },
  verifyEmail: {
    title: 'Verify your email',
    verifying: 'Verifying your email address...',
    completeProfile: 'Complete your profile',
    failed: 'This verification link is invalid or has expired.',
  },
  verifyUser: {
    title: 'Verify your account',
    verifying: 'Verifying your account...',
    verified: 'Your account is verified. You can now sign in.',
    failed: 'This verification link is invalid or has expired.',
  },
  account: {
    title: 'Account',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile number',
    photo: 'Photo',
    uploadPhoto: 'Upload photo',
    contactPreferences: 'Contact preferences',
    contactChannels: 'Contact me by',
    contactByEmail: 'Email',
    contactBySms: 'Text message',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    deleteAccount: 'Delete account',
    deleteAccountConfirm: 'Delete your account? This cannot be undone.',
    details: 'Your details',
    saveDetails: 'Save details',
    photoHelp: 'A square picture works best.',
    removePhoto: 'Remove photo',
    photoAlt: 'Your photo',
    photoUnreadable: 'That file could not be read. Choose another picture.',
    mobileHelp: 'A UK mobile number, such as 07700 900123.',
    savePreferences: 'Save contact preferences',
    passwordHelp: 'Your new password must:',
    savePassword: 'Change password',
    firstNameRequired: 'Enter your first name.',
    lastNameRequired: 'Enter your last name.',
    currentPasswordRequired: 'Enter your current password.',
    emailChangePasswordHelp: 'Your sign-in email changes only with your current password.',
    emailChangePending:
      'Check the inbox of {{email}}: open the link we sent there to start signing in with it. Until then you sign in with your current email.',
    deleteAccountHelp:
      'Deleting your account erases your name, contact details, profile, answers, documents and messages for good. Organisations keep only anonymous counts of where your applications reached.',
    deleteAccountTitle: 'Delete account',
    deleteAccountAction: 'Delete my account',
    deletePhrase: 'DELETE',
    deletePhraseLabel: 'Type {{phrase}} to confirm',
    deletePhraseMismatch: 'Type {{phrase}} exactly to delete your account.',
    exportTitle: 'Your data',
    exportHelp:
      'Download everything we hold about you: your account, profile, applications and answers, documents, messages, stage history and notes written about you, as a ZIP file.',
    exportAction: 'Download my data',
    exportDone: 'Your data has been downloaded.',
    exportFailed: 'Your data could not be downloaded. Try again in a moment.',
    exportFileName: 'my-data.zip',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    languageHelp: 'The language of the pages and of the messages we send you.',
    saveLanguage: 'Save language',
    languageSaved: 'Language saved.',
    sorting: 'Sorting preferences',
    sortingHelp: 'Lists remember how you last sorted them. Reset them to the default order.',
    resetSorting: 'Reset sorting preferences',
    sortingReset: 'Sorting preferences reset.',
  },
  terms: {
    title: 'Terms of use',
    updated: 'Last updated 1 January 2026.',
    sections: {
      service: {
        heading: 'The service',
        body: 'Shortlist lets candidates find roles and apply to employers, and lets employers review the applications they receive. By using the service you agree to these terms.',
      },
      account: {
        heading: 'Your account',
        body: 'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it.',
      },
      content: {
        heading: 'What you submit',
        body: 'Give true and complete information in your applications. You keep the rights to what you upload and let us process it to run the service for you and the employers you apply to.',
      },
      use: {
        heading: 'Fair use',
        body: 'Do not misuse the service: no attempts to reach data that is not yours, no automated scraping and no unlawful or offensive content. We may suspend accounts that break these rules.',
      },
      changes: {
        heading: 'Changes',
        body: 'We may update these terms. When the changes matter, we tell you before they apply; using the service afterwards means you accept them.',
      },
    },
  },
  policy: {
    title: 'Privacy policy',
    updated: 'Last updated 1 January 2026.',
    sections: {
      collect: {
        heading: 'What we collect',
        body: 'Your account details, the profile and applications you create, and technical data such as your browser and the pages you visit.',
      },
      use: {
        heading: 'How we use it',
        body: 'To run your account, to pass your applications to the employers you choose, to send you the messages you asked for and to keep the service secure.',
      },
      share: {
        heading: 'Who sees it',
        body: 'The employers you apply to and the people who process data for us under contract. We never sell your data.',
      },
      cookies: {
        heading: 'Cookies',
        body: 'Strictly necessary cookies keep you signed in. Analytics cookies are set only if you accept them, and you can change your choice at any time.',
      },
      rights: {
        heading: 'Your rights',
        body: 'You may see, correct, export or delete your data. Delete your account from the account page, or write to us for anything else.',
      },
    },
  },
  cookies: {
    banner: 'We use cookies to keep the site working and, with your consent, to understand how it is used.',
    rejectAll: 'Reject all',
    acceptAll: 'Accept all',
    manage: 'Manage cookies',
    label: 'Cookie consent',
    dialogTitle: 'Cookie preferences',
    dialogDescription: 'Choose which cookies we may use. Strictly necessary cookies are always on.',
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
  supportBanner,
  crash: {
    heading: crashHeading,
    // <faqLink> wraps the FAQ page link (react-i18next Trans components).
    contact: 'Please contact your {{teamName}} manager or visit our <faqLink>FAQ page</faqLink>.',
    // The same text split around the link, for the ui CrashScreen's props.
    contactBeforeLink: 'Please contact your {{teamName}} manager or visit our',
    faqLink: 'FAQ page',
    contactAfterLink: '.',
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
  // What a candidate is told of an application's progress, never an internal stage name (issue 32).
  applicationStatus: buildApplicationStatusResource(),
} as const;

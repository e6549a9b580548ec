// Wording of an organisation's users and contacts in the admin console, and of the support-session banner.

export const adminUsers = {
  title: 'Users',
  empty: 'No users yet.',
  name: 'Name',
  email: 'Email',
  type: 'Type',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  deactivated: 'Deactivated',
  types: { HIRING_MANAGER: 'Standard', HIRING_MANAGER_ADMIN: 'Admin' },
  add: {
    title: 'Add a user',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Send invitation',
    sent: 'Invitation sent to {{email}}.',
  },
  changeType: 'Type of {{name}}',
  typeChanged: '{{name}} is now {{type}}.',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivatedDone: '{{name}} is deactivated.',
  reactivatedDone: '{{name}} is active again.',
  sendReset: 'Send password reset',
  resetSent: 'A password-reset link is on its way to {{email}}.',
  signInAs: {
    open: 'Sign in as',
    title: 'Sign in as {{name}}',
    explanation:
      'You will see the manager console as {{name}} for {{minutes}} minutes. The reason is kept in the audit log.',
    reason: 'Reason',
    reasonHint: 'For example, the support ticket you are working on.',
    submit: 'Sign in as {{name}}',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;

export const adminContacts = {
  title: 'Contacts',
  empty: 'No contacts yet.',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  actions: 'Actions',
  add: 'Add contact',
  edit: 'Edit',
  editTitle: 'Edit {{name}}',
  remove: 'Remove',
  removeConfirm: 'Remove {{name}} from the contacts?',
  save: 'Save contact',
  cancel: 'Cancel',
  saved: 'Contact saved.',
  removed: '{{name}} is no longer a contact.',
} as const;

/** The links between a client's details, users and contacts. */
export const organizationSections = {
  label: 'Organisation sections',
  details: 'Details',
  users: 'Users',
  contacts: 'Contacts',
} as const;

/** Shown by the shell on every page of a support ("sign in as") session. */
export const supportBanner = {
  label: 'Support session',
  message: 'Signed in as {{name}} for support · ends at {{time}}',
  endNow: 'End now',
  ended: 'The support session has ended.',
} as const;

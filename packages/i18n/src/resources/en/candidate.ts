// Wording of the candidate portal: roles, applications, profile, events and interview self-scheduling.

export const candidate = {
  roles: {
    title: 'Roles',
    empty: 'No roles are open right now.',
    apply: 'Apply',
    deadline: 'Apply by {{date}}',
  },
  applications: {
    title: 'Applications',
    empty: "You haven't applied for any roles yet.",
    continue: 'Continue application',
    submitted: 'Application submitted',
  },
  profile: {
    title: 'Profile',
    create: 'Create your profile',
    cv: 'CV',
    coverLetter: 'Cover letter',
    documents: 'Documents',
    education: 'Education',
    experience: 'Experience',
  },
  events: {
    title: 'Events',
    empty: 'No upcoming events.',
    register: 'Register',
    checkIn: 'Check in',
    checkedIn: 'You are checked in.',
  },
  interview: {
    title: 'Choose an interview time',
    confirm: 'Confirm time',
    noSlots: 'No times are available. Please contact the recruiter.',
    booked: 'Your interview is booked for {{time}}.',
  },
  verifyEmail: {
    title: 'Verify your email',
    sent: 'We have sent a link to {{email}}. Open it to verify your email.',
    verified: 'Your email is verified.',
  },
  terms: {
    title: 'Terms and conditions',
    accept: 'I accept the terms and conditions',
  },
  policy: {
    title: 'Privacy policy',
  },
} as const;

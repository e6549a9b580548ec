/** The words of scheduling and assessment messages; the seed writes the demo invitation with the same text. */

const formatDeadline = (deadline: Date) =>
  `${deadline.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} at 23:59`;

const formatTime = (time: Date) =>
  time.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

const about = (roleName: string | null) =>
  roleName ? `your application for ${roleName}` : 'your application';

export function interviewInvitationMessage(input: {
  firstName: string;
  roleName: string | null;
  organizationName: string;
  scheduleName: string;
  link: string;
  deadline: Date;
}) {
  return {
    template: 'interview-invitation',
    subject: `Book your interview with ${input.organizationName}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `${input.organizationName} would like to interview you about ${about(input.roleName)} (${input.scheduleName}).`,
      `Choose a time that suits you here: ${input.link}`,
      '',
      `Please book by ${formatDeadline(input.deadline)} (UTC).`,
    ].join('\n'),
  };
}

export function interviewBookedMessage(input: {
  firstName: string;
  roleName: string | null;
  organizationName: string;
  scheduleName: string;
  location: string;
  startsAt: Date;
  link: string;
}) {
  return {
    template: 'interview-booked',
    subject: `Your interview with ${input.organizationName} is booked`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Your interview about ${about(input.roleName)} (${input.scheduleName}) is booked for ${formatTime(input.startsAt)} (UTC).`,
      ...(input.location ? [`Where: ${input.location}`] : []),
      `To choose another time before the deadline: ${input.link}`,
    ].join('\n'),
  };
}

export function assessmentInvitationMessage(input: {
  firstName: string;
  roleName: string | null;
  organizationName: string;
  assessmentLabel: string;
}) {
  return {
    template: 'assessment-invitation',
    subject: `${input.organizationName}: your ${input.assessmentLabel.toLowerCase()}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `As the next step of ${about(input.roleName)} at ${input.organizationName}, you are invited to the ${input.assessmentLabel.toLowerCase()}.`,
      'Sign in to your applications to see what to do next.',
    ].join('\n'),
  };
}

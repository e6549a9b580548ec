import { optionalMeetingHoursSchema } from '../meeting-hours/meeting-hours-schema.ts';
import { idParamSchema } from './common.ts';
import { emailField, objectSchema } from './fields.ts';

// Issue 34: the organisation's and an interviewer's meeting hours, as the API reads and sets them.

export const organizationMeetingHoursParamsSchema = objectSchema({ orgId: idParamSchema });

export const interviewerMeetingHoursParamsSchema = objectSchema({
  orgId: idParamSchema,
  email: emailField(),
});

/** PUT body: the hours, or null to set none (the organisation: any time; an interviewer: the organisation's). */
export const meetingHoursBodySchema = objectSchema({ meetingHours: optionalMeetingHoursSchema });

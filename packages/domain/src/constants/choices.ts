// Option lists of spec §9 offered in scheduling and invitation forms.

export const invitationDeadlineDays = [1, 3, 5, 7, 10, 14, 21, 28, 200] as const;
export type InvitationDeadlineDays = (typeof invitationDeadlineDays)[number];

export const dayCountChoices = [1, 2, 3, 4, 5] as const;
export const dayCountChoicesFromZero = [0, 1, 2, 3, 4, 5] as const;
export const interviewerCountChoices = [0, 1, 2, 3, 4, 5] as const;
export const workDaysPerWeekChoices = [1, 2, 3, 4, 5, 6, 7] as const;

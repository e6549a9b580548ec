// Wording of the console's organisation settings: message templates and sending, groups, stages, metrics,
// users and the organisation's own settings.

export const settingsOrganisation = {} as const;

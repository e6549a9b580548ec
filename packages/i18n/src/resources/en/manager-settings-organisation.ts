// Wording of the console's organisation settings: stages, metrics, users and the organisation's own
// settings.

export const settingsOrganisation = {} as const;

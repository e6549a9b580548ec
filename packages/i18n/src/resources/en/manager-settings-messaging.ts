// Wording of the console's messaging and groups: message templates, sending to candidates, groups.

export const settingsMessaging = {} as const;

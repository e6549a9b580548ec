// Wording of the console's role settings: the roles list, the role editor, the form builder, form templates.

export const settingsRoles = {} as const;

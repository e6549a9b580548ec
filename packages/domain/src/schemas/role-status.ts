// Without zod, so the console's bundle can import it without the validation library.

/** A role's life: drafted, live for applications, closed, then archived out of lists (§2 roles list). */
export const roleStatuses = ['DRAFT', 'LIVE', 'CLOSED', 'ARCHIVED'] as const;
export type RoleStatus = (typeof roleStatuses)[number];

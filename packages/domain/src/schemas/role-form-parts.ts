// Zod-free so the portal's form renderer and the form configuration schema share one list.

/** Built-in parts of the application form a role's configuration toggles by key (`subsections`, `required`). */
export const builtInFormParts = ['cv', 'cover', 'photo', 'events', 'researchConsent', 'citizenship'] as const;
export type BuiltInFormPart = (typeof builtInFormParts)[number];

/** True when a key names a built-in part of the application form rather than one of its fields. */
export function isBuiltInFormPart(key: string): key is BuiltInFormPart {
  return (builtInFormParts as readonly string[]).includes(key);
}

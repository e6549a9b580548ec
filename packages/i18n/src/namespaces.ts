// The resource namespaces: shared wording first, then one per app.

export const namespaces = ['common', 'candidate', 'manager', 'admin'] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'common' satisfies Namespace;

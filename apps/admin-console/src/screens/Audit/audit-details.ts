/**
 * An entry's details as "name: value" lines people read: empty values left out, lists joined, nested
 * records written compactly (the API has already redacted anything secret).
 */
export function describeAuditDetails(details: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(details).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '') return [];
    if (Array.isArray(value))
      return value.length === 0 ? [] : [{ name, value: value.map(written).join(', ') }];
    return [{ name, value: written(value) }];
  });
}

function written(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

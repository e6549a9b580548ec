import type { z } from 'zod';

/** One problem with one field of a request, in the API's error shape (DESIGN: `errors: [{field, message}]`). */
export type FieldError = { field: string; message: string };

/** Everything needed to word an issue; the raw issue zod hands to an error map fits it. */
export type DescribableIssue = z.core.$ZodRawIssue;

export const issueMessages = {
  required: 'This field is required.',
  text: 'Must be text.',
  number: 'Must be a number.',
  wholeNumber: 'Must be a whole number.',
  boolean: 'Must be yes or no.',
  list: 'Must be a list.',
  group: 'Must be a group of fields.',
  date: 'Enter a valid date.',
  invalid: 'Enter a valid value.',
  email: 'Enter a valid email address.',
  format: 'Enter the value in the expected format.',
  unknownField: 'This field is not allowed.',
  listedOption: 'Choose one of the listed options.',
  oneOf: (choices: string) => `Choose one of: ${choices}.`,
  exactly: (value: string) => `Must be ${value}.`,
  atLeastCharacters: (count: number | bigint) => `Must be at least ${count} characters.`,
  atMostCharacters: (count: number | bigint) => `Must be at most ${count} characters.`,
  exactCharacters: (count: number | bigint) => `Must be exactly ${count} characters.`,
  atLeast: (limit: number | bigint) => `Must be at least ${limit}.`,
  greaterThan: (limit: number | bigint) => `Must be greater than ${limit}.`,
  atMost: (limit: number | bigint) => `Must be at most ${limit}.`,
  lessThan: (limit: number | bigint) => `Must be less than ${limit}.`,
  atLeastItems: (count: number | bigint) =>
    Number(count) === 1 ? 'Choose at least one item.' : `Choose at least ${count} items.`,
  atMostItems: (count: number | bigint) =>
    Number(count) === 1 ? 'Choose at most one item.' : `Choose at most ${count} items.`,
  multipleOf: (divisor: number) => `Must be a multiple of ${divisor}.`,
} as const;

// Above this many allowed values, listing them all would bury the message.
const maxListedChoices = 8;

const sizedOrigins = new Set(['array', 'set', 'map', 'file']);
const numericOrigins = new Set(['number', 'int', 'bigint']);

function describeExpectedType(expected: string): string {
  switch (expected) {
    case 'string':
      return issueMessages.text;
    case 'number':
    case 'nan':
    case 'bigint':
      return issueMessages.number;
    case 'int':
      return issueMessages.wholeNumber;
    case 'boolean':
      return issueMessages.boolean;
    case 'array':
    case 'tuple':
    case 'set':
      return issueMessages.list;
    case 'object':
    case 'record':
    case 'map':
      return issueMessages.group;
    case 'date':
      return issueMessages.date;
    default:
      return issueMessages.invalid;
  }
}

function describeChoices(values: readonly unknown[]): string {
  if (values.length === 1) return issueMessages.exactly(String(values[0]));
  if (values.length > maxListedChoices) return issueMessages.listedOption;
  return issueMessages.oneOf(values.map(String).join(', '));
}

function describeUnion(issue: Extract<DescribableIssue, { code: 'invalid_union' }>): string {
  // A discriminated union names its tag; a missing tag is a missing field, a wrong one a wrong choice.
  const { discriminator, input } = issue;
  if (discriminator !== undefined && typeof input === 'object' && input !== null) {
    if ((input as Record<string, unknown>)[discriminator] === undefined) return issueMessages.required;
  }
  const options: unknown = 'options' in issue ? issue.options : undefined;
  if (Array.isArray(options) && options.length > 0) {
    return describeChoices(options.filter((value) => value !== undefined));
  }
  return issueMessages.invalid;
}

/**
 * A sentence a person can act on for any zod issue. It is the error map every schema of this module
 * carries, so zod's developer wording ("Invalid input: expected string, received undefined") never
 * reaches a user. A missing value always reads as 'This field is required.'.
 */
export function describeIssue(issue: DescribableIssue): string {
  if (issue.input === undefined && issue.code !== 'custom' && issue.code !== 'unrecognized_keys') {
    return issueMessages.required;
  }
  switch (issue.code) {
    case 'invalid_type':
      return describeExpectedType(issue.expected);
    case 'invalid_value':
      return describeChoices(issue.values);
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return issueMessages.exactCharacters(issue.minimum);
        return Number(issue.minimum) <= 1
          ? issueMessages.required
          : issueMessages.atLeastCharacters(issue.minimum);
      }
      if (sizedOrigins.has(issue.origin)) return issueMessages.atLeastItems(issue.minimum);
      if (numericOrigins.has(issue.origin)) {
        return issue.inclusive === false
          ? issueMessages.greaterThan(issue.minimum)
          : issueMessages.atLeast(issue.minimum);
      }
      return issueMessages.invalid;
    case 'too_big':
      if (issue.origin === 'string') {
        return issue.exact
          ? issueMessages.exactCharacters(issue.maximum)
          : issueMessages.atMostCharacters(issue.maximum);
      }
      if (sizedOrigins.has(issue.origin)) return issueMessages.atMostItems(issue.maximum);
      if (numericOrigins.has(issue.origin)) {
        return issue.inclusive === false
          ? issueMessages.lessThan(issue.maximum)
          : issueMessages.atMost(issue.maximum);
      }
      return issueMessages.invalid;
    case 'invalid_format':
      return issue.format === 'email' ? issueMessages.email : issueMessages.format;
    case 'not_multiple_of':
      return issueMessages.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return issueMessages.unknownField;
    case 'invalid_union':
      return describeUnion(issue);
    case 'invalid_key':
    case 'invalid_element': {
      // A bad record key or set element: its own problem is the useful one.
      const inner = issue.issues[0];
      return inner && !isLibraryMessage(inner.message) ? inner.message : issueMessages.invalid;
    }
    case 'custom':
      return typeof issue.message === 'string' && issue.message !== ''
        ? issue.message
        : issueMessages.invalid;
    default:
      return issueMessages.invalid;
  }
}

// The English wording zod's own locale produces; a message matching one of these was never customised.
const libraryMessagePatterns = [
  /^Invalid input(: .*)?$/,
  /^Invalid option: expected one of /,
  /^Too (small|big): expected /,
  /^Invalid (string|number): must /,
  /^Unrecognized keys?: /,
  /^Invalid (key|value) in /,
  /^Invalid discriminator value\. Expected /,
  /^Invalid (email address|URL|UUID\w*|GUID|ISO (datetime|date|time|duration)|base64(url)?-encoded string|JSON string|E\.164 number|IPv[46] (address|range)|hostname|JWT|nanoid|cuid2?|ULID|XID|KSUID|emoji|MAC address|currency code|credit card number|IBAN)$/,
];

/** True when the message is zod's default wording rather than one this module set. */
export function isLibraryMessage(message: string): boolean {
  return libraryMessagePatterns.some((pattern) => pattern.test(message));
}

// Stands in for "some value was given" when rebuilding an issue whose input zod has dropped.
const presentInput = Symbol('present');

function rebuildRawIssue(issue: z.core.$ZodIssue): DescribableIssue {
  // zod drops the input from finished issues; its default wording still says whether it was missing.
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  return { ...issue, input: missing ? undefined : presentInput } as DescribableIssue;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'symbol' ? (key.description ?? '') : String(key))).join('.');
}

// The option that got furthest: fewest problems, ties going to the earlier option.
function pickClosestOption(options: readonly (readonly z.core.$ZodIssue[])[]): readonly z.core.$ZodIssue[] {
  let best: readonly z.core.$ZodIssue[] = [];
  for (const option of options) {
    if (best.length === 0 || (option.length > 0 && option.length < best.length)) best = option;
  }
  return best;
}

function collectFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[],
  out: FieldError[],
): void {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ field: formatPath([...path, key]), message: issueMessages.unknownField });
      }
      continue;
    }
    const custom = !isLibraryMessage(issue.message);
    if (issue.code === 'invalid_union' && !custom && issue.errors.length > 0) {
      collectFieldErrors(pickClosestOption(issue.errors), path, out);
      continue;
    }
    if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && !custom) {
      collectFieldErrors(issue.issues, path, out);
      continue;
    }
    const message = custom ? issue.message : describeIssue(rebuildRawIssue(issue));
    out.push({ field: formatPath(path), message });
  }
}

/**
 * The problems of a failed parse as `{ field, message }` pairs: dotted paths
 * (`universities.0.universityGraduationYear`, '' for the whole body) and sentences a person can read.
 * Messages set on the schemas are kept; any zod default left is reworded. Repeats are dropped.
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const collected: FieldError[] = [];
  collectFieldErrors(error.issues, [], collected);
  const seen = new Set<string>();
  return collected.filter((entry) => {
    const id = `${entry.field}\u0000${entry.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export type FieldValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

/**
 * Parses with readable wording even for schemas built elsewhere (the parse-level error map fills any gap
 * a schema left), and answers field errors instead of throwing.
 */
export function validateWithFieldErrors<S extends z.ZodType>(
  schema: S,
  input: unknown,
): FieldValidationResult<z.output<S>> {
  const result = schema.safeParse(input, { error: describeIssue });
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: toFieldErrors(result.error) };
}

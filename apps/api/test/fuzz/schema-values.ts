import fc from 'fast-check';
import { hostileText, hostileValue } from './hostile-values.ts';

/** A JSON Schema as the OpenAPI document describes a request part. */
export type JsonSchema = Record<string, unknown>;

/** Ids of records that exist, so a value shaped like an id reaches past the lookup now and then. */
export interface KnownIds {
  ids: readonly number[];
}

const emails = ['hm@hartwell.test', 'candidate@shortlist.test', 'new.person@example.com'];
// Texts that pass the usual rules (a strong password, a name, a sentence), so the rest of a request is valid.
const ordinaryTexts = [
  'Shortlist#2026',
  'Ada',
  'Lovelace',
  'A short description of the role.',
  'en',
  'GB',
  'hartwell',
];
const dates = ['2026-11-23', '2026-11-23T09:00:00.000Z', '1900-01-01', '9999-12-31'];

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
  const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
  // Rules a JSON Schema cannot carry (an email check, password strength) are guessed from the field's name.
  if (schema.format === 'email' || /e-?mail|username/i.test(name)) return fc.constantFrom(...emails);
  if (/password/i.test(name)) return fc.constant('Shortlist#2026');
  if (schema.format === 'date' || schema.format === 'date-time') return fc.constantFrom(...dates);
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
    } catch {
      // A pattern JavaScript cannot compile falls back to plain text.
    }
  }
  const fitting = ordinaryTexts.filter((text) => text.length >= minLength && text.length <= maxLength);
  const anyText = fc.string({ minLength, maxLength });
  return fitting.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: anyText })
    : anyText;
}

function plausibleNumber(schema: JsonSchema, known: KnownIds, integer: boolean): fc.Arbitrary<unknown> {
  const min = Math.max(Number(schema.minimum ?? schema.exclusiveMinimum ?? -1_000), -1_000_000);
  const max = Math.min(Number(schema.maximum ?? schema.exclusiveMaximum ?? 1_000), 1_000_000);
  if (min > max) return fc.constant(min);
  const ranged = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
  return integer && known.ids.length ? fc.oneof(ranged, fc.constantFrom(...known.ids)) : ranged;
}

function plausibleObject(
  schema: JsonSchema,
  known: KnownIds,
  depth: number,
  mixed: boolean,
): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const value = mixed
        ? schemaValue(property, known, depth + 1, name)
        : plausibleValue(property, known, depth + 1, false, name);
      return [name, required.has(name) ? value : fc.option(value, { nil: undefined })];
    }),
  );
  return fc
    .record(fields)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** A value that fits the schema, as a well-behaved caller would send it; `mixed` lets hostile values into its parts. */
export function plausibleValue(
  schema: JsonSchema,
  known: KnownIds,
  depth = 0,
  mixed = false,
  name = '',
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const part = (inner: JsonSchema) =>
    mixed ? schemaValue(inner, known, depth + 1) : plausibleValue(inner, known, depth + 1, false, name);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map(part));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, name);
    case 'integer':
      return plausibleNumber(schema, known, true);
    case 'number':
      return plausibleNumber(schema, known, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(part((schema.items ?? {}) as JsonSchema), {
        minLength: Math.min(Number(schema.minItems ?? 0), 3),
        maxLength: 3,
      });
    case 'object':
      return plausibleObject(schema, known, depth, mixed);
    default:
      return mixed ? hostileValue() : fc.constantFrom('x', 1, true, null);
  }
}

/**
 * A value shaped by the schema, with hostile values at some of its leaves: most of the request is well
 * formed, so the hostile part travels past the first checks to the service and the database.
 */
export function schemaValue(
  schema: JsonSchema,
  known: KnownIds,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue();
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema, known, depth, true, name) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

type Path = (string | number)[];

function leavesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leavesOf(item, [...path, key])) : [path];
  }
  return [path];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/**
 * A well-formed value with exactly one leaf swapped for a hostile one: everything else passes the checks,
 * so the hostile part is what the route, its service and the database meet.
 */
export function valueWithOneHostileLeaf(schema: JsonSchema, known: KnownIds): fc.Arbitrary<unknown> {
  // Text is where most hostile input hides (NUL, control characters, lone surrogates), so it is the usual pick.
  const hostile = fc.oneof({ weight: 3, arbitrary: hostileText() }, { weight: 1, arbitrary: hostileValue() });
  return fc.tuple(plausibleValue(schema, known), fc.nat(), hostile).map(([value, pick, replacement]) => {
    const leaves = leavesOf(value);
    return replaceAt(value, leaves[pick % leaves.length] ?? [], replacement);
  });
}

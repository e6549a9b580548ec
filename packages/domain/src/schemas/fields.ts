import { z } from 'zod';
import { isValidEmail } from '../validation/email.ts';
import { describeIssue, issueMessages } from './errors.ts';

// Field builders every schema of this module is made of, so each field carries readable messages.
// Decision: builders are named after the schema they return (like zod's own `z.string()` and the
// module's `pageSchema(item)`), not verb-first, because they are schema constructors, not actions.

export const fieldMessages = {
  email: 'Enter a valid email address.',
  key: 'Use letters, digits, dots, hyphens or underscores, starting with a letter.',
  token: 'This link or code is not valid.',
  languageCode: "Use a language code such as 'en' or 'en-GB'.",
  year: 'Enter a four-digit year.',
  base64File: 'Upload a valid file.',
  fileTooLarge: 'The file is too large.',
  disallowedCharacters: 'This text contains characters that are not allowed.',
} as const;

/** The error map of every field: zod wording replaced by sentences a person can act on. */
export const readableErrors = { error: describeIssue } as const;

/** Length limits in characters. */
export const fieldLimits = {
  /** Names, titles, labels of records. */
  name: 255,
  /** Labels and helper texts of form fields, short answers. */
  label: 500,
  /** Answers to application questions. */
  answer: 2008,
  /** Answers to application questions with an allowance for line breaks. */
  answerWithBreaks: 2010,
  /** Notes, comments and other long text. */
  longText: 4096,
  /** Machine keys: field keys, metric keys, sort fields. */
  key: 100,
  /** Tokens in links and sign-in calls. */
  token: 512,
} as const;

// Decision: uploads travel as base64 (spec §3 cv_base64, photo_base64, avatarBase64); files are capped at
// 10 MB, which is 13,981,016 base64 characters (4 per 3 bytes, padded), so a bigger body gets a clear message.
export const maxUploadBytes = 10 * 1024 * 1024;
const maxBase64Length = Math.ceil(maxUploadBytes / 3) * 4;

// Decision: years outside 1900..2100 are typing mistakes; the UI offers narrower, date-dependent lists (§9).
export const yearBounds = { min: 1900, max: 2100 } as const;

// NUL and the C0 controls other than tab, line feed and carriage return, and halves of a surrogate pair
// left alone: PostgreSQL cannot store NUL, and none of them is typed by a person.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the purpose
const disallowedCharacterPattern = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDFFF]/u;

/** Whether text holds only characters a person can type and the database can store. */
export function hasOnlyAllowedCharacters(value: string): boolean {
  return !disallowedCharacterPattern.test(value);
}

const keyPattern = /^[A-Za-z][A-Za-z0-9_.-]*$/;
// Decision: tokens are URL-safe strings (letters, digits and . _ ~ -), so they can sit in a link path.
const tokenPattern = /^[A-Za-z0-9._~-]+$/;
const languageCodePattern = /^[a-z]{2,3}(-[A-Z]{2})?$/;
const base64Pattern = /^(data:[\w.+-]+\/[\w.+-]+;base64,)?[A-Za-z0-9+/]+={0,2}$/;

/** An object whose non-object input reads 'Must be a group of fields.'; unknown keys are dropped. */
export function objectSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, readableErrors);
}

/** An object that rejects unknown keys, each reported as 'This field is not allowed.'. */
export function strictObjectSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, readableErrors);
}

/** Text of any length that refuses control characters and lone surrogates; every text field starts here. */
export function stringField() {
  return z
    .string(readableErrors)
    .refine(hasOnlyAllowedCharacters, { error: fieldMessages.disallowedCharacters, abort: true });
}

/** Required text, trimmed; blank reads 'This field is required.'. */
export function textField(max: number = fieldLimits.name, min = 1) {
  return stringField().trim().min(min).max(max);
}

/** Optional text, trimmed; absent or null is accepted. */
export function optionalTextField(max: number = fieldLimits.name) {
  return stringField().trim().max(max).nullish();
}

/** Required secret (password, token value): not trimmed, since spaces may be part of it. */
export function secretField(max: number = fieldLimits.token) {
  return stringField().min(1).max(max);
}

// Decision: addresses are trimmed and lower-cased, so one person cannot hold two accounts by case alone.
/** Required email address, checked by the one email rule of the validation module. */
export function emailField() {
  return stringField()
    .trim()
    .toLowerCase()
    .min(1)
    .refine((value) => value === '' || isValidEmail(value), { error: fieldMessages.email });
}

// Whole numbers are stored in PostgreSQL `integer` columns; a larger one would fail in the database (22003).
export const maxStoredInteger = 2_147_483_647;

/** Whole number within bounds; by default no larger than an `integer` column holds. */
export function integerField(min: number, max: number = maxStoredInteger) {
  return z.number(readableErrors).int().min(min).max(max);
}

/** Finite number within bounds. */
export function numberField(min: number = -Number.MAX_VALUE, max: number = Number.MAX_VALUE) {
  return z.number(readableErrors).min(min).max(max);
}

export function booleanField() {
  return z.boolean(readableErrors);
}

/** One value of an `as const` list; anything else (an injection attempt included) is refused. */
export function enumField<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, readableErrors);
}

/** A list of items with item-count bounds. */
export function listField<Item extends z.ZodType>(item: Item, min = 0, max = 1000) {
  return z.array(item, readableErrors).min(min).max(max);
}

// Query strings carry numbers and booleans as text; a blank parameter counts as absent.
function readQueryValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * A numeric schema fed from a query string or path segment ('20' -> 20). Blank counts as absent, so wrap
 * the optional or defaulted schema: `fromQuery(integerField(0).default(0))`.
 */
export function fromQuery<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(readQueryValue, schema);
}

/** An optional yes/no from a query string ('true'/'false', also 1/0, yes/no, on/off); blank counts as absent. */
export function queryBooleanField() {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .union([z.boolean(), z.stringbool()], {
        error: (issue) => (issue.input === undefined ? issueMessages.required : issueMessages.boolean),
      })
      .optional(),
  );
}

/** A machine key such as a field or metric key. */
export function keyField() {
  return stringField().trim().min(1).max(fieldLimits.key).regex(keyPattern, { error: fieldMessages.key });
}

/** A token from a link or sign-in call. */
export function tokenField() {
  return stringField()
    .trim()
    .min(1)
    .max(fieldLimits.token)
    .regex(tokenPattern, { error: fieldMessages.token });
}

/** A language code such as en or en-GB. */
export function languageCodeField() {
  return stringField().trim().regex(languageCodePattern, { error: fieldMessages.languageCode });
}

/** A four-digit calendar year. */
export function yearField() {
  return z
    .number({ error: (issue) => (issue.input === undefined ? issueMessages.required : fieldMessages.year) })
    .int()
    .min(yearBounds.min)
    .max(yearBounds.max);
}

/** A file as base64 text, optionally as a data URL, at most `maxUploadBytes` once decoded. */
export function base64FileField() {
  return stringField()
    .min(1)
    .max(maxBase64Length + 200, { error: fieldMessages.fileTooLarge })
    .regex(base64Pattern, { error: fieldMessages.base64File });
}

/** A record whose keys are machine keys. */
export function keyedRecordField<Value extends z.ZodType>(value: Value) {
  return z.record(keyField(), value, readableErrors);
}

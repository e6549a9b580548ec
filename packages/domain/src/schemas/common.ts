import { z } from 'zod';
import { paging } from '../constants/paging.ts';
import { sortDirections } from '../enums/enumerations.ts';
import { issueMessages } from './errors.ts';
import {
  booleanField,
  fromQuery,
  integerField,
  listField,
  objectSchema,
  readableErrors,
  stringField,
} from './fields.ts';

export const commonMessages = {
  epochSeconds: 'Enter a valid date and time.',
  sortBy: 'Choose a field to sort by.',
  dateRangeOrder: 'The end must not be before the start.',
} as const;

/** Paging defaults of spec §7 and §9. */
/** A page number: it is never stored, so it may pass the integer column range; a page past the end is empty. */
export function pageNumberField() {
  return integerField(0, Number.MAX_SAFE_INTEGER);
}

export const pageDefaults = {
  page: paging.firstPage,
  resultsPerPage: paging.defaultPageSize,
  // Decision: at most 500 rows a page, the console's largest page (issue 12: 20, 50, 100 or 500), so one
  // call still cannot pull a whole table.
  maxResultsPerPage: 500,
  sortBy: paging.defaultSort,
  orderBy: paging.defaultSortDirection,
} as const;

// Decision: epoch seconds run from 1970 to 2100-01-01; a millisecond value (13 digits) is far above and is
// refused instead of being read as a date thousands of years ahead.
export const maxEpochSeconds = 4_102_444_800;

/** A record id: a positive whole number. */
export const idSchema = integerField(1);
/** A record id from a path or query string. */
export const idParamSchema = fromQuery(idSchema);

/** A reference to another record by id only, as the spec sends `role`, `sector`, `stage`. */
export const idRefSchema = objectSchema({ id: idSchema });

/** A point in time as whole seconds since 1970 (spec §3: slot and metric timestamps). */
export const epochSecondsSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? issueMessages.required : commonMessages.epochSeconds),
  })
  .int()
  .min(0)
  .max(maxEpochSeconds);

/** A from/to pair of epoch seconds, either end open. */
export const dateRangeSchema = objectSchema({
  from: epochSecondsSchema.nullish(),
  to: epochSecondsSchema.nullish(),
}).refine((range) => range.from == null || range.to == null || range.from <= range.to, {
  error: commonMessages.dateRangeOrder,
  path: ['to'],
});

// Sort fields are names, never expressions, so nothing but a plain (dotted) identifier gets through.
const sortFieldPattern = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;

/** Page, size and sort of a list request, coerced from query strings with the spec's defaults. */
export const pageQuerySchema = objectSchema({
  page: fromQuery(pageNumberField().default(pageDefaults.page)),
  resultsPerPage: fromQuery(
    integerField(1, pageDefaults.maxResultsPerPage).default(pageDefaults.resultsPerPage),
  ),
  sortBy: stringField()
    .trim()
    .max(100)
    .regex(sortFieldPattern, { error: commonMessages.sortBy })
    .default(pageDefaults.sortBy),
  orderBy: z.enum(sortDirections, readableErrors).default(pageDefaults.orderBy),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A page of results in the spec's shape (§3 pagination fields, §7 public role listing). */
export type Page<T> = {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
  hasContent: boolean;
  numberOfElements: number;
};

const countSchema = integerField(0);

/** The reply schema of a page of `item`. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return objectSchema({
    content: listField(item, 0, Number.MAX_SAFE_INTEGER),
    number: countSchema,
    size: countSchema,
    totalElements: countSchema,
    totalPages: countSchema,
    first: booleanField(),
    last: booleanField(),
    hasNext: booleanField(),
    hasPrevious: booleanField(),
    hasContent: booleanField(),
    numberOfElements: countSchema,
  });
}

export type PagePosition = {
  /** Zero-based page number. */
  page: number;
  /** Page size asked for; at least 1. */
  size: number;
  /** Number of matching records across all pages. */
  total: number;
};

/**
 * Wraps one page of items with the pagination fields. A page past the end is empty and last.
 * Decision: a size below 1 is a programming error and throws, as it has no meaningful page count.
 */
export function buildPage<T>(items: readonly T[], { page, size, total }: PagePosition): Page<T> {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError('Page size must be a whole number of at least 1.');
  const totalPages = Math.ceil(total / size);
  const hasNext = page + 1 < totalPages;
  return {
    content: [...items],
    number: page,
    size,
    totalElements: total,
    totalPages,
    first: page === 0,
    last: !hasNext,
    hasNext,
    hasPrevious: page > 0,
    hasContent: items.length > 0,
    numberOfElements: items.length,
  };
}

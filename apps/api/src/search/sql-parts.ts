import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

// Building blocks of the candidate search SQL. Aliases used throughout: c = candidates, u = users,
// r = roles, p = candidate_profiles. Every value travels as a bound parameter; only constants are inlined.

/** Runs a raw query on either engine (node-postgres and PGlite both answer with `rows`). */
export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** `expression = any($1::integer[])`: one parameter whatever the number of ids. */
export function isAnyId(expression: SQL, ids: readonly number[]): SQL {
  return sql`${expression} = any(${sql.param([...ids])}::integer[])`;
}

/** `expression = any($1::text[])`. */
export function isAnyText(expression: SQL, values: readonly string[]): SQL {
  return sql`${expression} = any(${sql.param([...values])}::text[])`;
}

/** ANDs the parts; no parts is no restriction. */
export function allOf(parts: readonly SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join([...parts], sql` and `);
}

/** ORs the parts, parenthesised; no parts matches nothing. */
export function anyOf(parts: readonly SQL[]): SQL {
  return parts.length === 0 ? sql`false` : sql`(${sql.join([...parts], sql` or `)})`;
}

/** A path of the candidate profile; paths are constants of this module family, never request input. */
export function profileAt(path: readonly string[]): SQL {
  return sql`(p.profile #> ${sql.raw(`'{${path.join(',')}}'`)})`;
}

/** A jsonb value as a list to iterate: the array itself, or empty when it is anything else. */
export function jsonArray(value: SQL): SQL {
  return sql`(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;
}

/** A jsonb number (or numeric text) as numeric; anything else is null, so ranges never match it. */
export function jsonNumber(value: SQL): SQL {
  return sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric
    when jsonb_typeof(${value}) = 'string' and (${value} #>> '{}') ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$'
    then trim(${value} #>> '{}')::numeric end)`;
}

/** A jsonb whole year (number or digits) as integer, the way the domain's readYear reads it. */
export function jsonYear(value: SQL): SQL {
  return sql`(case when jsonb_typeof(${value}) = 'number' and (${value})::text ~ '^-?[0-9]+$' then (${value})::text::integer
    when jsonb_typeof(${value}) = 'string' and trim(${value} #>> '{}') ~ '^[0-9]{1,6}$'
    then trim(${value} #>> '{}')::integer end)`;
}

/**
 * True when a jsonb answer (a text, number or yes/no, or a list of them) holds any of the values, ignoring case; values
 * are a list or a subquery of lower-cased texts.
 */
export function answerIsAnyOf(value: SQL, values: readonly string[] | SQL): SQL {
  const inList = (text: SQL) =>
    Array.isArray(values) ? isAnyText(text, lowerAll(values)) : sql`${text} in ${values}`;
  return sql`(case jsonb_typeof(${value})
    when 'array' then exists (select 1 from jsonb_array_elements_text(${value}) as answer(item) where ${inList(sql`lower(answer.item)`)})
    when 'object' then false
    else coalesce(${inList(sql`lower(${value} #>> '{}')`)}, false) end)`;
}

/** Lower-cases a list of texts so answers compare without regard to case. */
export function lowerAll(values: readonly string[]): string[] {
  return values.map((value) => value.toLowerCase());
}

export interface NumericRange {
  min?: number | null | undefined;
  max?: number | null | undefined;
}

/** `expression` within the range (ends inclusive, either open); null when the range sets no end. */
export function withinRange(expression: SQL, range: NumericRange | null | undefined): SQL | null {
  const parts: SQL[] = [];
  if (range?.min != null) parts.push(sql`${expression} >= ${range.min}`);
  if (range?.max != null) parts.push(sql`${expression} <= ${range.max}`);
  return parts.length === 0 ? null : sql`(${allOf(parts)})`;
}

export interface EpochRange {
  from?: number | null | undefined;
  to?: number | null | undefined;
}

/** A timestamp column within an epoch-seconds range; null when the range sets no end. */
export function withinDates(expression: SQL, range: EpochRange | null | undefined): SQL | null {
  const parts: SQL[] = [];
  if (range?.from != null) parts.push(sql`${expression} >= to_timestamp(${range.from}::double precision)`);
  if (range?.to != null) parts.push(sql`${expression} <= to_timestamp(${range.to}::double precision)`);
  return parts.length === 0 ? null : sql`(${allOf(parts)})`;
}

/**
 * The stored values (column `value`, lower-cased) of reference items picked by id; only the organisation's
 * own items and the shared ones count, so another organisation's ids match nothing.
 */
export function referenceValues(type: string, ids: readonly number[], organizationId: number): SQL {
  return sql`(select lower(ri.value) from reference_items ri where ${isAnyId(sql`ri.id`, ids)}
    and ri.type = ${type} and (ri.organization_id is null or ri.organization_id = ${organizationId}))`;
}

/** Like referenceValues, but an item also matches by its label or abbreviation (free-text profile fields). */
export function referenceNames(type: string, ids: readonly number[], organizationId: number): SQL {
  return sql`(select lower(name.item) from reference_items ri
    cross join lateral (values (ri.value), (ri.label), (ri.attributes->>'abbreviation')) as name(item)
    where name.item is not null and ${isAnyId(sql`ri.id`, ids)} and ri.type = ${type}
    and (ri.organization_id is null or ri.organization_id = ${organizationId}))`;
}

/** A case-insensitive "contains" pattern in which the caller's % and _ are plain characters. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Adds the part when there is one. */
export function pushIf(parts: SQL[], part: SQL | null | undefined): void {
  if (part) parts.push(part);
}

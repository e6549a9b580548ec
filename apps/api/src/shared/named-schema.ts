import type { SchemaName } from '@shortlist/domain/contract';
import * as schemas from '@shortlist/domain/schemas';
import type { z } from 'zod';

const schemasByName = new Map(Object.entries(schemas));

/** The zod schema a contract route names (the contract names schemas so the web apps need not load them). */
export function namedSchema(name: SchemaName): z.ZodType {
  return schemasByName.get(name) as z.ZodType;
}

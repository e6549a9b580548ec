import { normalizeUkMobile } from '@shortlist/domain/validation';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';

/**
 * Texts addressed to a mobile as stored or in its normalised UK form (§5): POST /messages sends to the
 * normalised number, so a number stored before normalisation still finds its messages.
 */
export function isTextTo(mobile: string): SQL {
  const forms = [...new Set([mobile, normalizeUkMobile(mobile)])];
  return sql`${outbox.channel} = 'SMS' and ${outbox.recipient} = any(${sql.param(forms)}::text[])`;
}

import { ApiError } from '@shortlist/api-client';
import type { FieldError } from '@shortlist/domain/schemas';

/** Field messages by dotted path ('metrics.2.max'). */
export type FieldMessages = Readonly<Record<string, string>>;

export const noFieldMessages: FieldMessages = {};

export function byField(errors: readonly FieldError[]): FieldMessages {
  const messages: Record<string, string> = {};
  for (const { field, message } of errors) {
    const before = messages[field];
    // Several messages on one path (two sub-stages still in use) are all shown.
    messages[field] =
      before === undefined || before.includes(message) ? (before ?? message) : `${before} ${message}`;
  }
  return messages;
}

/** A failed save as the form shows it: field messages beside their fields, the rest in one sentence. */
export interface SaveFailure {
  fields: FieldMessages;
  message: string;
}

export function toSaveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) return { fields: byField(error.fieldErrors), message: error.message };
  return { fields: noFieldMessages, message: error instanceof Error ? error.message : String(error) };
}

/** The messages of the paths under `prefix`, re-keyed without it ('metrics.2.max' -> '2.max'). */
export function messagesUnder(messages: FieldMessages, prefix: string): FieldMessages {
  const start = `${prefix}.`;
  const picked: Record<string, string> = {};
  for (const [field, message] of Object.entries(messages)) {
    if (field.startsWith(start)) picked[field.slice(start.length)] = message;
  }
  return picked;
}

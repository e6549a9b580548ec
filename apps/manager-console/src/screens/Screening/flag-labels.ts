import type { ContextualFlagKey } from '@shortlist/domain/contextual';
import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { TFunction } from 'i18next';

/** A flag's name; a key the wording does not know shows as sent. */
export function flagName(t: TFunction<['manager', 'common']>, key: ContextualFlagKey | string): string {
  return (contextualFlagKeys as readonly string[]).includes(key)
    ? t(`screening.flags.${key as ContextualFlagKey}`)
    : key;
}

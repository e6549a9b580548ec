import type { SuccessMessageKey } from '@shortlist/domain/messages';
import { successMessages } from '@shortlist/domain/messages';

// The §8 keys contain ':', which i18next reads as a namespace separator, so resources use camel case.
type CamelCaseKey<Key extends string> = Key extends `${infer Head}:${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseKey<Tail>>}`
  : Key;
export type SuccessResourceKey = CamelCaseKey<SuccessMessageKey>;

function toCamelCase<Key extends SuccessMessageKey>(key: Key): CamelCaseKey<Key> {
  return key.replace(/:(.)/g, (_match, letter: string) => letter.toUpperCase()) as CamelCaseKey<Key>;
}

/** The `t` key of a §8 success message, e.g. 'user:password:update' -> 'success.userPasswordUpdate'. */
export function toSuccessMessageKey<Key extends SuccessMessageKey>(key: Key): `success.${CamelCaseKey<Key>}` {
  return `success.${toCamelCase(key)}`;
}

/** The `success` resources, worded by the domain's §8 table. */
export function buildSuccessResource(): Record<SuccessResourceKey, string> {
  const entries = Object.entries(successMessages).map(([key, text]) => [
    toCamelCase(key as SuccessMessageKey),
    text,
  ]);
  return Object.fromEntries(entries) as Record<SuccessResourceKey, string>;
}

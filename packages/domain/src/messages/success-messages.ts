// Success notifications by key (spec §8).

export const successMessages = {
  'export:csv': 'Export successful. Downloading csv file to your filesystem.',
  'translation:csv': 'Translation file reloaded.',
  'user:password:update': 'Password updated.',
  'user:security:updated': 'Contact preferences updated.',
  'user:verified':
    'Account created. Complete your profile so that elite legal employers can find out more about you.',
  'user:updated': 'User updated.',
  'group:refresh': 'Group refreshed',
} as const;
export type SuccessMessageKey = keyof typeof successMessages;

export function isSuccessMessageKey(key: string): key is SuccessMessageKey {
  return Object.hasOwn(successMessages, key);
}

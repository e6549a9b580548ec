// Action names keying the shared loading/error status store (spec §8).

export const processKeys = [
  'login',
  'otp',
  'candidate:load',
  'search:load',
  'user:load',
  'user:update',
  'user:avatar:upload',
  'user:delete',
] as const;
export type ProcessKey = (typeof processKeys)[number];

export function isProcessKey(key: string): key is ProcessKey {
  return (processKeys as readonly string[]).includes(key);
}

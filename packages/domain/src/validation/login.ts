export type LoginInput = {
  username?: string | null;
  password?: string | null;
  token?: string | null;
};

/**
 * True when a login can be submitted: a username and a password, or a token (spec §5).
 * Decision: the username and token must be non-blank after trimming; the password only non-empty,
 * since spaces may be part of a password.
 */
export function canSubmitLogin({ username, password, token }: LoginInput): boolean {
  if (token && token.trim() !== '') return true;
  return Boolean(username && username.trim() !== '' && password && password.length > 0);
}

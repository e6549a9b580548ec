// Kept free of zod so the browser's sign-in code does not carry the schema library.

/** Fixed values of the /oauth/token form (§7). */
export const tokenRequestValues = {
  passwordGrant: 'password',
  refreshGrant: 'refresh_token',
  userTokenType: 'USER_TOKEN',
  oauthUsername: 'token',
  scope: 'write',
  applicationType: 'PATIENT',
} as const;

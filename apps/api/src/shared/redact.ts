// Secrets travel in some URLs (links from emails, refresh grants); logs get the shape, never the value.
const secretQueryKeys = new Set([
  'token',
  'refresh_token',
  'access_token',
  'password',
  'newPassword',
  'otp',
  'otpCookie',
  'code',
  'email',
  'username',
]);
const secretAfterSegment = new Set([
  'token',
  'ctoken',
  'checkOtp',
  'requestOtp',
  'interview',
  'verify',
  'verify-email',
  'on-boarding',
  'reset-password',
  // POST /api/public/login/{email}/ and /requestOtp/{email}: an address is personal data.
  'login',
  'urlToken',
]);
// checkOtp/{email}/{code}: the code follows the email.
const secretTwoAfterSegment = new Set(['checkOtp']);

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) =>
      secretAfterSegment.has(segments[index - 1] ?? '') ||
      secretTwoAfterSegment.has(segments[index - 2] ?? '')
        ? '[redacted]'
        : segment,
    )
    .join('/');
  if (query === undefined) return redactedPath;
  const params = new URLSearchParams(query);
  for (const key of params.keys()) if (secretQueryKeys.has(key)) params.set(key, '[redacted]');
  return `${redactedPath}?${params.toString()}`;
}

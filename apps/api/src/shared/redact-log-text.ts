import { redactUrl } from './redact.ts';

// Free text reaches the log from the framework's own lines (a raw URL in a warning, an error's message).
const secretShapes: [RegExp, string][] = [
  // A failed query's message lists its bound parameters after 'params:'.
  [/params:[\s\S]*/g, 'params: [redacted]'],
  [/scrypt\$\S*/g, '[redacted]'],
  [/\b(Bearer|Basic)\s+\S+/gi, '$1 [redacted]'],
  [/[^\s@"'<>()]+@[^\s@"'<>()/]+\.[^\s@"'<>()/]+/g, '[email]'],
];

const pathLike = /\/[^\s"'`()]*/g;

/** A log message with secrets taken out: password hashes, credentials, email addresses, tokens in addresses. */
export function redactLogText(message: string): string {
  let redacted = message;
  for (const [shape, replacement] of secretShapes) redacted = redacted.replace(shape, replacement);
  return redacted.replace(pathLike, (path) => redactUrl(path));
}

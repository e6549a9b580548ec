/** What a log line may say about an error: its kind and where it was thrown, never its message or data. */
export interface LoggedError {
  type: string;
  code?: string;
  /** PostgreSQL's SQLSTATE of a failed query (23505 unique, 23514 check...). */
  sqlState?: string;
  constraint?: string;
  table?: string;
  /** The first stack frames (file and line), without the message line that tops a stack. */
  at?: string[];
}

const loggedFrames = 5;

type ErrorFields = {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: unknown;
  cause?: unknown;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

// PostgreSQL error codes are five characters; the driver's own codes are longer names.
const isSqlState = (code: string | undefined): code is string =>
  code !== undefined && /^[0-9A-Z]{5}$/.test(code);

/**
 * An error as logs may show it. Messages stay out: a failed query's message lists its bound parameters (an
 * account's email and password hash), a database error's detail repeats the clashing values, and a parse
 * error quotes the input.
 */
export function describeErrorForLog(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fields = error as ErrorFields;
  const cause = (
    typeof fields.cause === 'object' && fields.cause !== null ? fields.cause : {}
  ) as ErrorFields;
  const name = text(fields.name);
  const className = (error as { constructor?: { name?: string } }).constructor?.name;
  const described: LoggedError = { type: name && name !== 'Error' ? name : (className ?? 'Error') };
  const code = text(fields.code) ?? text(cause.code);
  if (code !== undefined) described[isSqlState(code) ? 'sqlState' : 'code'] = code;
  const constraint = text(fields.constraint) ?? text(cause.constraint);
  if (constraint) described.constraint = constraint;
  const table = text(fields.table) ?? text(cause.table);
  if (table) described.table = table;
  const frames = (text(fields.stack) ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, loggedFrames)
    .map((line) => line.trim());
  if (frames.length) described.at = frames;
  return described;
}

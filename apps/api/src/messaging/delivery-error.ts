/** A delivery that did not happen, with a reason safe to store and show a manager (no secret, no stack). */
export class DeliveryError extends Error {
  /** True when retrying cannot help (the server refused the recipient), so the message fails at once. */
  readonly permanent: boolean;

  constructor(reason: string, { permanent = false }: { permanent?: boolean } = {}) {
    super(reason);
    this.name = 'DeliveryError';
    this.permanent = permanent;
  }
}

const maxReasonLength = 200;

/** The reason kept for a failed attempt: a DeliveryError's own words, else only the kind of error. */
export function safeReasonOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.message.slice(0, maxReasonLength);
  // Other errors may quote a URL with its password, or a token, so only their class name is kept.
  const name = error instanceof Error && /^\w{1,40}$/.test(error.name) ? error.name : 'Error';
  return `The message could not be delivered (${name}).`;
}

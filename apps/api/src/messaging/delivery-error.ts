/** A delivery that did not happen, with a reason safe to store and show a manager (no secret, no stack). */
export class DeliveryError extends Error {
  /** True when retrying cannot help (the server refused the recipient), so the message fails at once. */
  readonly permanent: boolean;
  /** True when the attempt was handed over and no answer came back: the message may have got through. */
  readonly uncertain: boolean;

  constructor(
    reason: string,
    { permanent = false, uncertain = false }: { permanent?: boolean; uncertain?: boolean } = {},
  ) {
    super(reason);
    this.name = 'DeliveryError';
    this.permanent = permanent;
    this.uncertain = uncertain;
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

/** Kept on a message handed to its transport whose outcome was never learnt; it is not sent again. */
export const outcomeUnknownReason =
  'Delivery was interrupted after the message was handed over; it has probably arrived and is not sent again.';

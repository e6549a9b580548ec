import type { ListeningApp } from '@shortlist/api/testing';

// The API sends sign-in codes through its outbox after the reply (after commit), so a test reads the code
// it caused by waiting for one more message than there were before, never by taking whatever came last.

const codesTo = (api: ListeningApp, email: string) =>
  api.messages.filter((entry) => entry.recipient === email && entry.template === 'sign-in-code');

/** How many sign-in codes the address has been sent so far. */
export function countSignInCodes(api: ListeningApp, email: string): number {
  return codesTo(api, email).length;
}

/** The code of the first sign-in message after the `before` already sent, once it arrives (10 s at most). */
export async function nextSignInCode(api: ListeningApp, email: string, before: number): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const code = /\b(\d{4,10})\b/.exec(codesTo(api, email)[before]?.subject ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no new sign-in code was sent to ${email}`);
}

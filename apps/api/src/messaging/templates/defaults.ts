import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import type { TemplateTexts } from './default-emails.ts';
import { defaultEmails } from './default-emails.ts';
import { defaultTexts } from './default-texts.ts';

export type { TemplateTexts };

// A message written on the spot has no shipped text; its body is the manager's own.
const direct: TemplateTexts = { subject: '{{ organization.name }}', body: '' };

/** The texts the API ships for one message and channel; an email-only key's SMS falls back to its email body. */
export function defaultTemplate(key: MessageTemplateKey, channel: ContactChannel): TemplateTexts {
  if (key === 'direct') return direct;
  const email = defaultEmails[key];
  if (channel === 'EMAIL') return email;
  return { subject: null, body: defaultTexts[key] ?? email.body };
}

import type { MessageTemplate } from '@shortlist/domain/schemas';
import { messageTemplateKinds } from '@shortlist/domain/schemas';

// Templates as GET /api/v1/templates/messages lists them, for the screens' tests.

export function template(
  key: MessageTemplate['key'],
  channel: MessageTemplate['channel'],
  fields: Partial<MessageTemplate> = {},
): MessageTemplate {
  return {
    key,
    channel,
    subject: channel === 'EMAIL' ? `Subject of ${key}` : null,
    body: `Dear {{ candidate.firstName }}, about ${key}.`,
    customised: false,
    mergeFields: messageTemplateKinds[key].mergeFields,
    updatedAt: null,
    ...fields,
  };
}

export const templates: MessageTemplate[] = [
  template('submitted', 'EMAIL'),
  template('submitted', 'SMS'),
  template('rejected', 'EMAIL', {
    subject: 'Your application to {{ role.name }}',
    body: 'Dear {{ candidate.firstName }}, thank you for applying.',
    customised: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }),
  template('rejected', 'SMS', { body: 'Hi {{ candidate.firstName }}, sorry.' }),
  template('password-reset', 'EMAIL'),
];

import { editableMessageTemplateKeys, messageTemplateKinds, smsTextIssues } from '@shortlist/domain/schemas';
import { describe, expect, it } from 'vitest';
import { defaultTemplate } from '../../src/messaging/templates/defaults.ts';
import { templateProblem } from '../../src/messaging/templates/liquid.ts';

const shipped = editableMessageTemplateKeys.flatMap((key) =>
  messageTemplateKinds[key].channels.map((channel) => [key, channel] as const),
);

describe('the texts the API ships', () => {
  it.each(shipped)('%s %s passes the checks a saved template must pass', (key, channel) => {
    const texts = defaultTemplate(key, channel);
    expect(templateProblem(key, texts.body)).toBeNull();
    if (channel === 'EMAIL') expect(templateProblem(key, texts.subject ?? '')).toBeNull();
    if (channel === 'EMAIL') expect(texts.subject).toBeTruthy();
    if (channel === 'SMS') {
      expect(smsTextIssues(texts.body)).toEqual([]);
      expect([...texts.body].length).toBeLessThanOrEqual(160);
    }
  });
});

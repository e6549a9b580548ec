import { editableMessageTemplateKeys, messageTemplateKinds, smsTextIssues } from '@shortlist/domain/schemas';
import { allStageIds, candidateFacingStatus, stageNames } from '@shortlist/domain/stages';
import { describe, expect, it } from 'vitest';
import { defaultTemplate } from '../../src/messaging/templates/defaults.ts';
import { renderText, templateProblem } from '../../src/messaging/templates/liquid.ts';
import { sampleMergeData } from '../../src/messaging/templates/merge-data.ts';

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

// Issue 32: the messages a stage move sends speak the candidate's words; the stage names are the firm's own.
const stageMoveKeys = [
  'stage-moved',
  'rejected',
  'interview-invitation',
  'interview-deadline-reminder',
] as const;

describe('the texts a stage move sends', () => {
  const stageMoveTexts = stageMoveKeys.flatMap((key) =>
    messageTemplateKinds[key].channels.map((channel) => [key, channel] as const),
  );

  it.each(stageMoveTexts)('%s %s never names an internal stage', (key, channel) => {
    const texts = defaultTemplate(key, channel);
    for (const stageId of allStageIds) {
      const data = {
        ...sampleMergeData,
        stage: { name: stageNames[stageId], status: candidateFacingStatus({ stageId }) },
      };
      const written = `${renderText(texts.subject ?? '', data)}\n${renderText(texts.body, data)}`;
      expect(written).not.toContain(stageNames[stageId]);
    }
  });

  it('tells the candidate the status they read in the portal', () => {
    const data = { ...sampleMergeData, stage: { name: 'For application review', status: 'In review' } };
    expect(renderText(defaultTemplate('stage-moved', 'EMAIL').body, data)).toContain(
      'Its status is now: In review.',
    );
    expect(renderText(defaultTemplate('stage-moved', 'SMS').body, data)).toContain(
      'has a new status: In review.',
    );
  });
});

import { createI18n } from '@shortlist/i18n';
import { describe, expect, it } from 'vitest';
import { consoleResources } from '../../app/resources.ts';
import { audienceSentence, zoneCity } from './audience-sentence.ts';

const t = createI18n({ resources: consoleResources }).getFixedT(null, 'manager');
const sentence = (email: number, sms: number, nothing: number) =>
  audienceSentence(t, { candidates: email + nothing, email, sms, nothing }, 'at once', 'en-GB');

describe('audienceSentence', () => {
  it('names only the channels that carry something', () => {
    expect(sentence(5, 0, 0)).toBe('Tells 5 by email, sent at once.');
    expect(sentence(5, 2, 0)).toBe('Tells 5 by email and 2 by text, sent at once.');
    expect(sentence(0, 1, 0)).toBe('Tells 1 by text, sent at once.');
  });

  it('says how many cannot be told, and why, only when some cannot', () => {
    expect(sentence(4, 0, 1)).toBe(
      'Tells 4 by email, sent at once. 1 cannot be told: no address, or they opted out.',
    );
    expect(sentence(0, 0, 3)).toBe('Nobody can be told: no address, or they opted out.');
  });

  it('writes counts in the locale’s digits', () => {
    expect(sentence(1200, 0, 0)).toBe('Tells 1,200 by email, sent at once.');
  });
});

describe('zoneCity', () => {
  it('names a time zone by its city, as in "London time"', () => {
    expect(zoneCity('Europe/London')).toBe('London');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

import { describe, expect, it } from 'vitest';
import { isTextSettingEnabled, listOfferedAssessmentTypes } from './offered-assessment-types.ts';

const allEnabled = {
  enableAptitudeOne: 'true',
  enableAptitudeTwo: 'true',
  enableVideoOne: 'true',
  enableAssessmentCentreOne: 'true',
  enableCriticalThinking: 'true',
};

describe('isTextSettingEnabled', () => {
  it.each([
    [true, true],
    ['true', true],
    [' TRUE ', true],
    ['false', false],
    [false, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('reads %j as %s', (value, expected) => {
    expect(isTextSettingEnabled({ key: value }, 'key')).toBe(expected);
  });

  it('treats missing settings as off', () => {
    expect(isTextSettingEnabled(null, 'key')).toBe(false);
  });
});

describe('listOfferedAssessmentTypes', () => {
  it('offers a third-party test only when its text setting enables it', () => {
    const offered = listOfferedAssessmentTypes({
      textSettings: { enableAptitudeOne: 'true', enableAptitudeTwo: 'false' },
      lateralHiring: false,
      hasScreeningFeature: true,
    });
    expect(offered).toEqual(['APTITUDE_ONE', 'SCHEDULER', 'SCREENING', 'SCHEDULED']);
  });

  it('offers every non-lateral type to a non-lateral organisation when listing all', () => {
    expect(
      listOfferedAssessmentTypes({
        textSettings: {},
        lateralHiring: false,
        hasScreeningFeature: true,
        listAll: true,
      }),
    ).toEqual([
      'APTITUDE_ONE',
      'APTITUDE_TWO',
      'VIDEO_ONE',
      'ASSESSMENT_CENTRE_ONE',
      'CRITICAL_THINKING',
      'SCHEDULER',
      'SCREENING',
      'SCHEDULED',
    ]);
  });

  it('offers a lateral-hiring organisation only lateral-capable types, even with every test enabled', () => {
    expect(
      listOfferedAssessmentTypes({
        textSettings: allEnabled,
        lateralHiring: true,
        hasScreeningFeature: true,
      }),
    ).toEqual(['VIDEO_ONE', 'SCHEDULER', 'SCHEDULED']);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, true, true],
    [false, false, false],
  ])(
    'with lateral hiring %s and screening feature %s, offers screening: %s',
    (lateralHiring, hasScreeningFeature, expected) => {
      const offered = listOfferedAssessmentTypes({ textSettings: {}, lateralHiring, hasScreeningFeature });
      expect(offered.includes('SCREENING')).toBe(expected);
    },
  );
});

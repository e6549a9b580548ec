import type { CountryBase, Tier } from '@shortlist/domain/enums';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import type { DefaultConfiguration } from '../schema/index.ts';

export interface DemoOrganization {
  subdomain: string;
  name: string;
  sectorKind: SectorKind;
  sectorId: number;
  tier: Tier;
  productType: string;
  countryBase: CountryBase;
  domain: string;
  defaultConfiguration: DefaultConfiguration;
  metrics: {
    key: string;
    label: string;
    metricType: string;
    min?: number;
    max?: number;
    showOnInvite?: boolean;
  }[];
}

const ukTimezones = ['Greenwich Mean Time;Europe/London', 'Central European Time;Europe/Paris'];

/** The three demo organisations of DESIGN.md, one per sector vocabulary. */
export const demoOrganizations: readonly DemoOrganization[] = [
  {
    subdomain: 'hartwell',
    name: 'Hartwell & Finch LLP',
    sectorKind: 'LAW_FIRM',
    sectorId: 1,
    tier: 'TIER_1',
    productType: 'ATS',
    countryBase: 'UK',
    domain: 'hartwell.test',
    defaultConfiguration: {
      views: { cv: true, cover: true, events: true, researchConsent: true, citizenship: true },
      text: {
        enableAptitudeOne: 'true',
        enableCriticalThinking: 'true',
        reviewEmailDomains: 'hartwell.test',
      },
      textArrays: { timezones: ukTimezones, roleTypes: ['GRADUATE_SCHEME', 'INTERNSHIP'] },
      oauth: {},
    },
    metrics: [
      { key: 'commercialAwareness', label: 'Commercial awareness', metricType: 'number', showOnInvite: true },
      { key: 'writtenCommunication', label: 'Written communication', metricType: 'number' },
      { key: 'assessmentPercent', label: 'Assessment centre result', metricType: 'percent' },
      { key: 'rightToWork', label: 'Right to work checked', metricType: 'yesno' },
    ],
  },
  {
    subdomain: 'kingsbench',
    name: "King's Bench Chambers",
    sectorKind: 'CHAMBERS',
    sectorId: 2,
    tier: 'BAR',
    productType: 'ATS',
    countryBase: 'UK',
    domain: 'kingsbench.test',
    defaultConfiguration: {
      views: { cv: true, cover: false, events: true, researchConsent: true, citizenship: true },
      text: {},
      textArrays: { timezones: ukTimezones, roleTypes: ['GRADUATE_SCHEME', 'INTERNSHIP'] },
      oauth: {},
    },
    metrics: [
      { key: 'advocacy', label: 'Advocacy', metricType: 'number', max: 10 },
      { key: 'legalAnalysis', label: 'Legal analysis', metricType: 'number', max: 10 },
    ],
  },
  {
    subdomain: 'northwind',
    name: 'Northwind Analytics',
    sectorKind: 'COMPANY',
    sectorId: 3,
    tier: 'TIER_2',
    productType: 'ATS',
    countryBase: 'UK',
    domain: 'northwind.test',
    defaultConfiguration: {
      views: { cv: true, cover: true, events: true, researchConsent: false, citizenship: true },
      text: { enableAptitudeTwo: 'true', enableVideoOne: 'true' },
      textArrays: { timezones: ukTimezones, roleTypes: ['GRADUATE_SCHEME', 'INTERNSHIP', 'APPRENTICESHIP'] },
      oauth: {},
    },
    metrics: [
      { key: 'problemSolving', label: 'Problem solving', metricType: 'number' },
      { key: 'codingTest', label: 'Coding test', metricType: 'percent' },
    ],
  },
];

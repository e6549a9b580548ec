import type { SectorKind } from '@shortlist/domain/vocabulary';
import type { RoleStatus } from '../schema/index.ts';

export interface DemoRole {
  name: string;
  roleType: string;
  status: RoleStatus;
  /** Days from today: negative is in the past. */
  opensInDays: number;
  closesInDays: number;
  template: 'graduate-application' | 'vacation-scheme-application';
  department: string;
  location: string;
  roleLevel: string;
  description: string;
}

/** Open and closed roles per sector, so every candidate and manager screen has something real to show. */
export const demoRolesBySector: Record<SectorKind, readonly DemoRole[]> = {
  LAW_FIRM: [
    {
      name: 'Training Contract 2028',
      roleType: 'GRADUATE_SCHEME',
      status: 'LIVE',
      opensInDays: -30,
      closesInDays: 45,
      template: 'graduate-application',
      department: 'corporate',
      location: 'london',
      roleLevel: 'graduate',
      description: 'A two-year training contract across four seats, starting September 2028.',
    },
    {
      name: 'Summer Vacation Scheme 2027',
      roleType: 'INTERNSHIP',
      status: 'LIVE',
      opensInDays: -14,
      closesInDays: 60,
      template: 'vacation-scheme-application',
      department: 'litigation',
      location: 'manchester',
      roleLevel: 'entry-level',
      description: 'Three weeks in two departments, with a final-day assessment for a training contract.',
    },
    {
      name: 'Winter Vacation Scheme 2026',
      roleType: 'INTERNSHIP',
      status: 'CLOSED',
      opensInDays: -120,
      closesInDays: -40,
      template: 'vacation-scheme-application',
      department: 'real-estate',
      location: 'london',
      roleLevel: 'entry-level',
      description: 'Two weeks in December across Real Estate and Banking & Finance.',
    },
  ],
  CHAMBERS: [
    {
      name: 'Pupillage 2027-28',
      roleType: 'GRADUATE_SCHEME',
      status: 'LIVE',
      opensInDays: -20,
      closesInDays: 40,
      template: 'graduate-application',
      department: 'commercial',
      location: 'london-temple',
      roleLevel: 'pupil',
      description: 'Twelve months of pupillage in commercial and public law, with an award of £75,000.',
    },
    {
      name: 'Mini-pupillage (Spring 2027)',
      roleType: 'INTERNSHIP',
      status: 'LIVE',
      opensInDays: -10,
      closesInDays: 30,
      template: 'vacation-scheme-application',
      department: 'crime',
      location: 'london-temple',
      roleLevel: 'pupil',
      description: 'Three days shadowing junior tenants in court and in chambers.',
    },
  ],
  COMPANY: [
    {
      name: 'Data Science Graduate Scheme 2027',
      roleType: 'GRADUATE_SCHEME',
      status: 'LIVE',
      opensInDays: -25,
      closesInDays: 50,
      template: 'graduate-application',
      department: 'data-science',
      location: 'london',
      roleLevel: 'graduate',
      description:
        'Two years, three rotations: forecasting, experimentation and machine learning in production.',
    },
    {
      name: 'Software Engineering Internship 2027',
      roleType: 'INTERNSHIP',
      status: 'LIVE',
      opensInDays: -5,
      closesInDays: 70,
      template: 'vacation-scheme-application',
      department: 'engineering',
      location: 'leeds',
      roleLevel: 'entry-level',
      description: 'Ten weeks on a product team, shipping to customers from week two.',
    },
    {
      name: 'Analytics Apprenticeship',
      roleType: 'APPRENTICESHIP',
      status: 'DRAFT',
      opensInDays: 20,
      closesInDays: 90,
      template: 'graduate-application',
      department: 'operations',
      location: 'edinburgh',
      roleLevel: 'entry-level',
      description: 'A Level 4 data analyst apprenticeship with one day a week of study.',
    },
  ],
};

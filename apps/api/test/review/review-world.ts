import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import {
  candidateProfiles,
  candidates,
  organizations,
  referenceItems,
  users,
} from '../../src/db/schema/index.ts';
import { contextualFlagsFor } from '../../src/review/contextual-projection.ts';
import { organizationIdOf } from '../support/organization-candidates.ts';
import { applicantAt, roleNamed } from '../support/scheduling-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';

// A candidate whose every private answer is a string found nowhere else, so a reply can be searched for it.

/** Special-category answers (profile diversity and the application's ethnicity): never in a manager's reply. */
export const specialCategoryMarkers = [
  'Gender-marker-Doriath',
  'Ethnicity-marker-Gondolin',
  'Orientation-marker-Nargothrond',
  'Religion-marker-Valinor',
  'Health-marker-Numenor',
  'Ethnicity-marker-Quenya',
  'Multi-marker-Sindar',
  'Specify-marker-Teleri',
] as const;

/** A raw social-mobility answer: only where the organisation shows them. */
export const socialMobilityMarker = 'Mobility-marker-Ossiriand';

/** A school with A-level results (average C per entry, spread of 8 points): A*AA there is the top 1%. */
export const reviewSchool = { value: 'review-test-academy', label: 'Review Test Academy' } as const;

export const sensitiveProfile = {
  citizen: true,
  postcode: 'EC2A 4NE',
  universities: [
    {
      universityValue: 'university-of-review',
      universityName: 'University of Review',
      universityType: 'UNDERGRADUATE',
      universityStartYear: 2021,
      universityGraduationYear: 2024,
    },
  ],
  schools: [
    {
      schoolValue: reviewSchool.value,
      schoolName: reviewSchool.label,
      schoolType: 'State non-selective',
      qualifications: [
        { qualificationType: 'A-level', subject: 'History', grade: 'A*' },
        { qualificationType: 'A-level', subject: 'Latin', grade: 'A' },
        { qualificationType: 'A-level', subject: 'Maths', grade: 'A' },
      ],
    },
  ],
  socialMobility: {
    firstGenerationUniversity: true,
    freeSchoolMeals: true,
    schoolType: 'state-non-selective',
    careExperience: false,
    incomeNote: socialMobilityMarker,
  },
  diversity: {
    gender: 'Gender-marker-Doriath',
    ethnicity: 'Ethnicity-marker-Gondolin',
    orientation: 'Orientation-marker-Nargothrond',
    religion: 'Religion-marker-Valinor',
    healthConditions: ['Health-marker-Numenor'],
  },
};

/** Adds the shared SCHOOL reference item with its performance data (once per database). */
export async function addReviewSchool(t: TestApp): Promise<void> {
  await t.db
    .insert(referenceItems)
    .values({
      type: 'SCHOOL',
      value: reviewSchool.value,
      label: reviewSchool.label,
      attributes: { averagePoints: 32, spread: 8 },
    })
    .onConflictDoNothing();
}

/**
 * A new Hartwell applicant (Training Contract 2028, at the stage) with the sensitive profile and application
 * answers, the profile's flags stored as every profile write stores them.
 */
export async function sensitiveApplicant(t: TestApp, stageId: number = stageIds.firstRound) {
  await addReviewSchool(t);
  const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
  const { candidate, email } = await applicantAt(t, role, stageId, {
    firstName: 'Quillon',
    mobile: '07700900123',
  });
  await t.db
    .update(users)
    .set({ lastName: 'Marchetti-Blind', preferredName: 'Quill' })
    .where(eq(users.id, candidate.userId));
  await t.db
    .update(candidates)
    .set({
      ethnicity: 'Ethnicity-marker-Quenya',
      ethnicityMulti: ['Multi-marker-Sindar'],
      ethnicitySpecify: 'Specify-marker-Teleri',
    })
    .where(eq(candidates.id, candidate.id));
  await t.db.insert(candidateProfiles).values({
    userId: candidate.userId,
    profile: sensitiveProfile,
    contextualFlags: await contextualFlagsFor(t.db, sensitiveProfile),
  });
  const identityMarkers = ['Quillon', 'Marchetti-Blind', email, '07700900123', 'University of Review'];
  return { candidate, email, role, identityMarkers };
}

async function changeConfiguration(
  t: TestApp,
  subdomain: string,
  change: (configuration: typeof organizations.$inferSelect.defaultConfiguration) => void,
) {
  const organizationId = await organizationIdOf(t.db, subdomain);
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  const configuration = structuredClone(row.defaultConfiguration);
  change(configuration);
  await t.db
    .update(organizations)
    .set({ defaultConfiguration: configuration })
    .where(eq(organizations.id, organizationId));
}

/** Makes these stages the organisation's blind-review stages, as its manager admin's settings would. */
export function setBlindStages(t: TestApp, stages: readonly number[], subdomain = 'hartwell') {
  return changeConfiguration(t, subdomain, (configuration) => {
    configuration.textArrays = { ...configuration.textArrays, blindReviewStages: stages.map(String) };
  });
}

/** Turns the showSocialMobilityAnswers setting on or off. */
export function showSocialMobilityAnswers(t: TestApp, shown: boolean, subdomain = 'hartwell') {
  return changeConfiguration(t, subdomain, (configuration) => {
    const text = { ...configuration.text };
    if (shown) text.showSocialMobilityAnswers = 'true';
    else delete text.showSocialMobilityAnswers;
    configuration.text = text;
  });
}

/** The markers of the list found in the text. */
export function markersIn(text: string, markers: readonly string[]): string[] {
  return markers.filter((marker) => text.includes(marker));
}

import type { ReviewerQueue } from '@shortlist/domain/contract';
import { form, responses } from '../Screening/screening.fixtures.ts';

// Test data of an outside reviewer's link, shaped as the public API answers (apps/api/src/pipeline/review.ts).

export const publicBase = '/api/public/organization/hartwell/token/secret-1';

export const reviewerQueue: ReviewerQueue = {
  organization: { id: 1, name: 'Hartwell & Finch LLP' },
  reviewerName: null,
  expiresAt: '2026-12-07T12:00:00.000Z',
  candidates: [
    { id: 301, name: 'Amara Nwosu', roleName: 'Training Contract 2028', reviewed: false },
    { id: 302, name: null, roleName: 'Training Contract 2028', reviewed: false },
    { id: 303, name: 'Ben Carter', roleName: 'Vacation Scheme 2027', reviewed: false },
  ],
};

export function reviewCandidate(id: number, roleName: string) {
  return {
    id,
    firstName: '',
    lastName: '',
    role: { id: 1, name: roleName, formConfiguration: form },
    status: 'ACTIVE',
    stageId: 1,
    stageName: 'Applied',
    appliedAt: Date.UTC(2026, 10, 11, 12) / 1000,
    responses,
    documents: [{ id: 40 + id, kind: 'CV', fileName: `cv-${id}.pdf` }],
  };
}

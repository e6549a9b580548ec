import type { ManagedRoleListItem } from '@shortlist/domain/contract';
import { emptyPipelineCounts } from '@shortlist/domain/stages';

// Roles and lists as the API answers them, for the role settings' screen tests.

export function managedRole(
  id: number,
  name: string,
  fields: Partial<ManagedRoleListItem> = {},
): ManagedRoleListItem {
  return {
    id,
    name,
    description: null,
    productType: null,
    roleType: 'Graduate scheme',
    roleLevel: null,
    department: null,
    location: null,
    employmentType: null,
    workArrangement: null,
    salary: null,
    labels: { roleType: 'Training contract' },
    openDate: null,
    deadline: null,
    organizationId: 1,
    status: 'LIVE',
    formConfiguration: { sections: [] },
    template: {},
    doNotSave: false,
    interviewConfigured: true,
    applicantCount: 0,
    submittedCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    pipeline: emptyPipelineCounts(),
    ...fields,
  };
}

const item = (id: number, type: string, value: string, label = value) => ({ id, type, value, label });

/** The organisation's reference lists a role picks from: role types in the law firm's words. */
export const referenceApi = {
  'GET /api/v1/organization/1/data/ROLE_TYPE': [
    item(1, 'ROLE_TYPE', 'Graduate scheme', 'Training contract'),
    item(2, 'ROLE_TYPE', 'Internship', 'Vacation scheme'),
  ],
  'GET /api/v1/organization/1/data/ROLE_LEVEL': [item(3, 'ROLE_LEVEL', 'Entry')],
  'GET /api/v1/organization/1/data/DEPARTMENT': [item(4, 'DEPARTMENT', 'Corporate')],
  'GET /api/v1/organization/1/data/ORGANIZATION_LOCATION': [item(5, 'ORGANIZATION_LOCATION', 'London')],
  'GET /api/v1/organization/1/data/EMPLOYMENT_TYPE': [item(6, 'EMPLOYMENT_TYPE', 'Full-time')],
  'GET /api/v1/organization/1': { id: 1, name: 'Hartwell & Finch LLP', additionalLanguageSupport: [] },
  'GET /api/v1/templates/forms': [],
};

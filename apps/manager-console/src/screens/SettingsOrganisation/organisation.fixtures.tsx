import type { OrganizationStage } from '@shortlist/domain/contract';
import type { OrganizationSettings } from '@shortlist/domain/schemas';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsOrganisationScreen from './SettingsOrganisationScreen.tsx';

// The organisation screen's fake API: Hartwell's settings, two stages and three managers.

export const settings: OrganizationSettings = {
  reviewEmailDomains: ['hartwell.co.uk'],
  sessionTimeout: 30,
  enabledTests: ['APTITUDE_ONE'],
  timezones: [{ name: 'UK, Ireland Time', value: 'Europe/London' }],
  roleTypes: ['Training contract'],
  gtmId: 'GTM-ABC123',
  gtmScriptUrl: null,
  pixelUrl: null,
  facebookPixelId: null,
  contactEmail: 'graduates@hartwell.test',
  contactPhone: null,
  contactText: null,
  senderName: null,
  replyEmail: null,
  blindReviewStageIds: [],
  showSocialMobilityAnswers: false,
  brandColour: '#123456',
  logoUrl: null,
  reportMinimumGroupSize: 5,
};
const stages: OrganizationStage[] = [
  { id: 1, groupStage: 'applied', name: 'Applied', subStages: [] },
  { id: 3, groupStage: 'interview', name: 'At interview', subStages: [] },
];
export const users = [
  {
    id: 2,
    userType: 'HIRING_MANAGER_ADMIN',
    email: 'hm.admin@hartwell.test',
    firstName: 'Hal',
    lastName: 'Admin',
    active: true,
  },
  {
    id: 3,
    userType: 'HIRING_MANAGER',
    email: 'hm@hartwell.test',
    firstName: 'Harriet',
    lastName: 'Wells',
    active: true,
  },
  {
    id: 9,
    userType: 'HIRING_MANAGER',
    email: 'new@hartwell.test',
    firstName: 'Nia',
    lastName: 'New',
    active: false,
  },
];
export const settingsPath = '/api/v1/organization/1/settings';

export function open(api: Record<string, unknown> = {}, user = hartwellManagerAdmin) {
  return renderConsoleScreen(<SettingsOrganisationScreen />, {
    route: '/manager/settings/organisation',
    path: '/manager/settings/organisation',
    user,
    api: {
      [`GET ${settingsPath}`]: settings,
      'GET /api/v1/organization/1/stages': stages,
      'GET /api/v1/organization/1/users': users,
      ...api,
    },
  });
}

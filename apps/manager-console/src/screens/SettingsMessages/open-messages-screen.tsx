import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { templates } from '../Messaging/message-templates.fixtures.ts';
import SettingsMessagesScreen from './SettingsMessagesScreen.tsx';

// The templates screen in the tests, over a fake API holding the fixtures' templates.

/** The preview as the server answers it: merged with Ada's data for the rejection template. */
export function renderedPreview(request: RecordedRequest) {
  const body = request.body as { subject: string | null; body: string };
  return {
    subject: body.subject?.replace('{{ role.name }}', 'Training contract 2027') ?? null,
    text: body.body.replace('{{ candidate.firstName }}', 'Ada'),
    html: `<p>${body.body.replace('{{ candidate.firstName }}', 'Ada')}</p>`,
    smsCount: null,
  };
}

export function openMessagesScreen(
  path = '/manager/settings/messages',
  api: FakeApi = {},
  user = hartwellManagerAdmin,
) {
  return renderConsoleScreen(<SettingsMessagesScreen />, {
    route: '/manager/settings/messages',
    path,
    user,
    api: {
      'GET /api/v1/user/sorting': {},
      'PUT /api/v1/user/sorting/settings-communication-templates': {},
      'GET /api/v1/templates/messages': templates,
      'POST /api/v1/templates/messages/rejected/EMAIL/preview': renderedPreview,
      ...api,
    },
  });
}

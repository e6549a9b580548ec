import { defineRoute, jsonReply } from './route.ts';

// Platform: what the running server says about itself (/api/public/version).

const tag = 'Platform';

export const fetchVersion = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/version',
  summary: 'The running server’s version, and its commit when recorded.',
  tag,
  reply: jsonReply<{ version: string; commit: string | null }>(),
});

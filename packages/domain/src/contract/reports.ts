import { defineRoute, jsonReply } from './route.ts';

// Reports: the manager reports of the caller's organisation (§3 report kinds and types, §9 filters).

const tag = 'Reports';

export const fetchReport = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/reports/{kind}',
  summary: 'One report of the organisation, filtered by role level, department, date range and type.',
  tag,
  params: 'reportParamsSchema',
  query: 'reportQuerySchema',
  reply: jsonReply<unknown>(),
});

// The layouts of §2, named once so the route table and the account rule share them.

export const layoutNames = [
  'candidate',
  'applicationFlow',
  'login',
  'signup',
  'manager',
  'managerAdmin',
  'admin',
  'managerReports',
  'roles',
  'events',
  'fullWidth',
  'welcome',
] as const;
export type LayoutName = (typeof layoutNames)[number];

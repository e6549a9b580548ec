import { admin } from './admin.ts';
import { candidate } from './candidate.ts';
import { common } from './common.ts';
import { manager } from './manager.ts';

/** The English resources by namespace: the source every other language is mapped from. */
export const en = { common, candidate, manager, admin } as const;
export type EnResources = typeof en;

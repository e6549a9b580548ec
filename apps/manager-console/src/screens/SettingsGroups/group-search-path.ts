import { defaultListAddress, writeListAddress } from '../Candidates/list-address.ts';

/** The search screen over every stage, filtered by one group (§3 `groups` filter). */
export function groupSearchPath(groupId: number): string {
  const query = writeListAddress({ ...defaultListAddress, allStages: true, filters: { groups: [groupId] } });
  return `/manager/search?${query}`;
}

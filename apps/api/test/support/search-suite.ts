import { organizationIdOf } from './organization-candidates.ts';
import { addSearchWorld, loadWorld } from './search-world.ts';
import { signIn, startTestApp } from './test-app.ts';

/**
 * The search and report suites' starting point: a test app with the search world, a caller of each kind
 * (a Hartwell manager, a Northwind manager, the provider admin, a candidate) and Hartwell's candidates.
 */
export async function startSearchSuite() {
  const t = await startTestApp();
  await addSearchWorld(t);
  const hartwellId = await organizationIdOf(t.db, 'hartwell');
  return {
    t,
    manager: await signIn(t.app, 'hm@hartwell.test'),
    managerAdmin: await signIn(t.app, 'hm.admin@hartwell.test'),
    northwindManager: await signIn(t.app, 'hm@northwind.test'),
    admin: await signIn(t.app, 'admin@shortlist.test'),
    candidate: await signIn(t.app, 'candidate@shortlist.test'),
    hartwellId,
    northwindId: await organizationIdOf(t.db, 'northwind'),
    world: await loadWorld(t, hartwellId),
  };
}

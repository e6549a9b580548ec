import { isNotNull } from 'drizzle-orm';
import { hashPassword } from '../../src/accounts/passwords.ts';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/db/schema/index.ts';
import { demoPassword } from '../../src/db/seed/demo-users.ts';

// The suites sign in thousands of times, and the product's scrypt cost (N=2^15) takes about 0.1 s a hash. Their
// own accounts are hashed at N=2^10 instead: verification reads the cost from the stored hash, so signing in
// runs the very same code, only cheaper. Accounts the tests create through the API keep the product's cost.
const testCost = { N: 2 ** 10, r: 8, p: 1 };

/** A password hash for an account a test writes straight into the database. */
export const hashTestPassword = (password = demoPassword) => hashPassword(password, testCost);

/** Re-hashes the seeded demo users' password (the only one they have) at the tests' cost. */
export async function hashSeededPasswordsForTests(db: Database): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashTestPassword() })
    .where(isNotNull(users.passwordHash));
}

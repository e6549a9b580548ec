import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createOneTimeCode, hashSecret, secretsEqual } from '../accounts/secrets.ts';
import { emailProof } from '../accounts/sign-in-proofs.ts';
import { issueToken } from '../accounts/tokens.ts';
import type { Database } from '../db/database.ts';
import { oneTimeCodes, users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import { mayReceiveAnother } from '../messaging/message-throttle.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { invalidInput } from '../shared/failures.ts';
import { findActiveOrganization } from './public-organizations.ts';

export const organizationCodeMessages = {
  badCode: 'The code is not correct or has expired. Please try again.',
} as const;

const codeLifetimeMs = 10 * 60 * 1000;
const maxCodeAttempts = 5;

const purposeFor = (organizationId: number) => `organization:${organizationId}`;

/**
 * One-time codes an organisation's public pages send to an email address (event check-in, candidate access),
 * proving the visitor reads that inbox; a person with an account also gets a sign-in token.
 */
export function createOrganizationCodeService(db: Database, outbox: Outbox) {
  return {
    async requestCode(idOrSubdomain: string, email: string) {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          // The page is open to anyone, so an address gets a few codes an hour and no more.
          if (!(await mayReceiveAnother(tx, email, 'organization-code'))) return;
          const code = createOneTimeCode();
          await tx.insert(oneTimeCodes).values({
            email,
            codeHash: hashSecret(code),
            purpose: purposeFor(organization.id),
            expiresAt: new Date(Date.now() + codeLifetimeMs),
          });
          const message = await composeEmail(tx, organization.id, 'organization-code', email, { code });
          await outbox.send(tx, message);
        }),
      );
    },

    /** Checks the latest code; wrong guesses count, and a code dies after five of them. */
    async checkCode(idOrSubdomain: string, email: string, code: string) {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const refused = () =>
        invalidInput(organizationCodeMessages.badCode, [
          { field: 'code', message: organizationCodeMessages.badCode },
        ]);
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.email, email),
            eq(oneTimeCodes.purpose, purposeFor(organization.id)),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      if (!latest || latest.attempts >= maxCodeAttempts) throw refused();
      if (!secretsEqual(latest.codeHash, hashSecret(code))) {
        await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(eq(oneTimeCodes.id, latest.id));
        throw refused();
      }
      return db.transaction(async (tx) => {
        // Only one caller can spend the code, even when two tabs check it at once.
        const [spent] = await tx
          .update(oneTimeCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
          .returning({ id: oneTimeCodes.id });
        if (!spent) throw refused();
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email))
          .limit(1);
        if (!user || user.anonymised) return { valid: true as const };
        // The token proves the inbox only: the USER_TOKEN grant decides what that may open (sign-in-proofs.ts).
        const token = await issueToken(tx, { purpose: 'user', userId: user.id, payload: emailProof });
        return { valid: true as const, token };
      });
    },
  };
}

export type OrganizationCodeService = ReturnType<typeof createOrganizationCodeService>;

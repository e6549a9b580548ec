import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../accounts/passwords.ts';
import { hashSecret } from '../../accounts/secrets.ts';
import { startOrganization } from '../../organizations/onboarding.ts';
import { contextualFlagsFor } from '../../review/contextual-projection.ts';
import { selectRows } from '../../search/sql-parts.ts';
import { readSettings } from '../../settings.ts';
import type { Database, Executor } from '../database.ts';
import {
  candidateProfiles,
  oauthClients,
  organizations,
  referenceItems,
  translations,
  users,
} from '../schema/index.ts';
import { seedAssessment } from './demo-assessment.ts';
import { demoOrganizations } from './demo-organizations.ts';
import { seedPipeline } from './demo-pipeline.ts';
import { demoCandidateProfile, demoPassword, demoUsers, webClient } from './demo-users.ts';
import { insertGeneratedCandidates } from './insert-generated-candidates.ts';
import { globalReferenceData, translationSeed } from './reference-data/index.ts';

export interface SeedOptions {
  /** Generated candidates on top of the named demo users. */
  candidates: number;
  /** Where the web apps are reached, for links in seeded messages; PUBLIC_URL's default when absent. */
  publicUrl?: string;
}

// From this many generated candidates, the search indexes are built once after the rows instead of row by row.
const bulkSeed = 10_000;

/** Drops the search indexes (candidates', their facets' and universities') for the work and builds them again as defined. */
async function withSearchIndexesBuiltAfter(tx: Executor, work: () => Promise<void>): Promise<void> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where (tablename = 'candidates' and starts_with(indexname, 'candidates_search_'))
        or (tablename in ('candidate_facets', 'candidate_universities')
          and not exists (select from pg_constraint where conname = indexname))`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  await work();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

/** Seeds the demo data of DESIGN.md once: does nothing when organisations already exist. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(organizations);
  if (existing && existing.total > 0) return false;

  await db.transaction(async (tx) => {
    await tx.insert(oauthClients).values({ ...webClient, secretHash: hashSecret(webClient.secret) });

    const orgRows = await tx
      .insert(organizations)
      .values(demoOrganizations.map(({ domain: _domain, ...org }) => org))
      .returning({
        id: organizations.id,
        subdomain: organizations.subdomain,
        sectorKind: organizations.sectorKind,
      });
    const orgIdBySubdomain = new Map(orgRows.map((org) => [org.subdomain, org.id]));

    await tx
      .insert(referenceItems)
      .values(globalReferenceData.map((item, index) => ({ ...item, sortOrder: index })));
    for (const org of orgRows) {
      const emailDomain =
        demoOrganizations.find((demo) => demo.subdomain === org.subdomain)?.domain ?? 'shortlist.test';
      await startOrganization(tx, { ...org, emailDomain });
    }

    await tx
      .insert(translations)
      .values(
        Object.entries(translationSeed).flatMap(([language, entries]) =>
          Object.entries(entries).map(([key, value]) => ({ language, key, value })),
        ),
      );

    let demoCandidateUserId = 0;
    for (const demo of demoUsers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          userType: demo.userType,
          firstName: demo.firstName,
          lastName: demo.lastName,
          organizationId: demo.organization ? (orgIdBySubdomain.get(demo.organization) ?? null) : null,
          otpRequired: demo.otpRequired ?? false,
          mobile: demo.mobile ?? null,
          passwordHash: await hashPassword(demoPassword),
          emailVerifiedAt: new Date(),
          candidateStatus: demo.userType === 'CANDIDATE' ? 'ACTIVE' : null,
        })
        .returning({ id: users.id });
      if (user && demo.userType === 'CANDIDATE') {
        demoCandidateUserId = user.id;
        await tx.insert(candidateProfiles).values({
          userId: user.id,
          profile: demoCandidateProfile,
          contextualFlags: await contextualFlagsFor(tx, demoCandidateProfile),
        });
      }
    }

    const generatedCandidateUserIds = await insertGeneratedCandidates(tx, {
      from: 0,
      count: options.candidates,
    });

    const pipeline = () =>
      seedPipeline(tx, {
        organizations: orgRows,
        demoCandidateUserId,
        generatedCandidateUserIds,
        now: new Date(),
        publicUrl: options.publicUrl ?? readSettings().publicUrl,
      });
    await (options.candidates >= bulkSeed ? withSearchIndexesBuiltAfter(tx, pipeline) : pipeline());
    await seedAssessment(tx, orgRows);
  });
  // Fresh statistics after a bulk insert keep the planner on the organisation indexes.
  await db.execute(sql`ANALYZE`);
  return true;
}

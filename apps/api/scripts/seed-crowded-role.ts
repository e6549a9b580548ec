// For the console's browser bench (apps/e2e/scripts/bench-console.ts): seeds the demo data under DATA_DIR as
// a first start would, then tops Hartwell's first live role up to N applications (argument, default 5,000)
// from newly generated candidates, and prints `{"roleId":…,"applications":…}`. The demo seed is unchanged.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection.ts';
import { candidates, organizations, roles, subStages } from '../src/db/schema/index.ts';
import { generatedApplication } from '../src/db/seed/generated-applications.ts';
import { insertGeneratedCandidates } from '../src/db/seed/insert-generated-candidates.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { readSettings } from '../src/settings.ts';

const wanted = Number(process.argv[2] ?? 5000);
const settings = readSettings();
const database = await openDatabase(
  settings.databaseUrl
    ? { kind: 'postgres', url: settings.databaseUrl }
    : { kind: 'pglite', dataDir: settings.dataDir },
);
try {
  await database.migrate();
  const { db } = database;
  if (!(await seedDemoData(db, { candidates: settings.seedCandidates, publicUrl: settings.publicUrl })))
    throw new Error(`${settings.dataDir} already holds data: give the bench a fresh DATA_DIR.`);

  const [role] = await db
    .select({ id: roles.id, organizationId: roles.organizationId })
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.organizationId))
    .where(and(eq(organizations.subdomain, 'hartwell'), eq(roles.status, 'LIVE')))
    .orderBy(asc(roles.id))
    .limit(1);
  if (!role) throw new Error('the demo seed has no live Hartwell role');
  const [existing] = await db
    .select({ total: count() })
    .from(candidates)
    .where(eq(candidates.roleId, role.id));
  const adding = Math.max(0, wanted - (existing?.total ?? 0));

  const subStageRows = await db
    .select({ id: subStages.id, stageId: subStages.stageId, code: subStages.code })
    .from(subStages)
    .where(eq(subStages.organizationId, role.organizationId));
  const subStageIds = new Map(subStageRows.map((row) => [`${row.stageId}:${row.code}`, row.id]));
  // Numbered after the demo seed's generated candidates, so every email stays unique.
  const from = settings.seedCandidates;
  await db.transaction(async (tx) => {
    const userIds = await insertGeneratedCandidates(tx, { from, count: adding });
    const place = {
      organizationId: role.organizationId,
      roleId: role.id,
      subStageId: (stageId: number, code: string) => subStageIds.get(`${stageId}:${code}`) ?? null,
      now: new Date(),
    };
    for (let start = 0; start < userIds.length; start += 1000) {
      const batch = userIds.slice(start, start + 1000);
      await tx
        .insert(candidates)
        .values(batch.map((userId, offset) => generatedApplication(from + start + offset, userId, place)));
    }
  });
  await db.execute(sql`ANALYZE`);
  process.stdout.write(
    `${JSON.stringify({ roleId: role.id, applications: (existing?.total ?? 0) + adding })}\n`,
  );
} finally {
  await database.close();
}

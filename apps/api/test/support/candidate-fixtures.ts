import { and, eq } from 'drizzle-orm';
import { candidates, organizations, roles, users } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from './test-app.ts';
import { signIn } from './test-app.ts';
import { hashTestPassword } from './test-passwords.ts';

/** Bytes of a minimal but real PDF file. */
export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The eight-byte PNG signature and the start of an IHDR chunk: a PNG by content. */
export const pngBytes = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]);

/** A candidate account that can sign in, made for one test file. */
export async function createCandidateAccount(
  t: TestApp,
  email: string,
  firstName: string,
): Promise<SignedIn> {
  await t.db.insert(users).values({
    email,
    userType: 'CANDIDATE',
    firstName,
    lastName: 'Applicant',
    passwordHash: await hashTestPassword(),
    emailVerifiedAt: new Date(),
    candidateStatus: 'ACTIVE',
  });
  return signIn(t.app, email);
}

export async function organizationIdOf(t: TestApp, subdomain: string): Promise<number> {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

export async function roleIdOf(t: TestApp, subdomain: string, name: string): Promise<number> {
  const organizationId = await organizationIdOf(t, subdomain);
  const [row] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)));
  if (!row) throw new Error(`no role ${name} at ${subdomain}`);
  return row.id;
}

export async function candidateRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(candidates).where(eq(candidates.id, id));
  if (!row) throw new Error(`no candidate ${id}`);
  return row;
}

/** A multipart form with one file part, as a browser posts it. */
export async function multipartFile(
  fileName: string,
  bytes: Buffer,
  field = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/index.ts';
import {
  auditActions,
  fieldsOf,
  generatedApplication,
  organizationIdOf,
  snapshotOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  candidateId = (await generatedApplication(t.db, 'hartwell')).id;
});
afterAll(() => t.close());

const urlOf = (rest: string, organizationId = hartwell, id = candidateId) =>
  `/api/v1/organization/${organizationId}/candidate/${id}${rest}`;

// A small but complete PDF: catalogue, page tree, one page, cross-reference table and trailer.
const pdfBytes = (() => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
})();
const pngBytes = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function upload(
  caller: SignedIn,
  file: { name: string; bytes: Buffer } | null,
  documentType: string | null,
  url = urlOf('/upload'),
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  if (documentType !== null) form.append('documentType', documentType);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return caller.request({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('POST .../candidate/{id}/upload and GET or POST .../download/{docId}', () => {
  it('stores a PDF and gives the same bytes back with its name', async () => {
    const uploaded = await upload(
      manager,
      { name: 'Academic transcript.pdf', bytes: pdfBytes },
      'TRANSCRIPT',
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      documentType: 'TRANSCRIPT',
      fileName: 'Academic transcript.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.length,
    });
    expect(uploaded.body).not.toContain('storageKey');

    for (const method of ['GET', 'POST'] as const) {
      const downloaded = await manager.request({
        method,
        url: urlOf(`/download/${document.id}`),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.headers['content-type']).toBe('application/pdf');
      expect(downloaded.headers['content-disposition']).toBe(
        `attachment; filename="Academic transcript.pdf"; filename*=UTF-8''Academic%20transcript.pdf`,
      );
      expect(downloaded.rawPayload.equals(pdfBytes)).toBe(true);
    }

    const view = (await manager.request({ method: 'GET', url: urlOf('') })).json();
    expect(view.documents).toContainEqual(
      expect.objectContaining({ id: document.id, documentType: 'TRANSCRIPT' }),
    );
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.document.uploaded');
  });

  it('takes the form fields in either order and keeps only the last part of a path-like name', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes)]), '..\\..\\photo.PNG');
    form.append('documentType', 'PHOTO');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await manager.request({
      method: 'POST',
      url: urlOf('/upload'),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fileName: 'photo.PNG', contentType: 'image/png' });
  });

  it.each([
    ['an executable named .exe', 'setup.exe', Buffer.from('MZ\x90\x00\x03'), 'OTHER'],
    ['PDF content named .png', 'scan.png', pdfBytes, 'OTHER'],
    ['text named .pdf', 'cv.pdf', Buffer.from('just some text, not a PDF'), 'OTHER'],
    ['an image as a writing sample', 'sample.png', pngBytes, 'WRITING_SAMPLE'],
    ['a file without an extension', 'transcript', pdfBytes, 'TRANSCRIPT'],
  ])('answers 415 to %s and stores nothing', async (_case, name, bytes, documentType) => {
    const before = await snapshotOf(t.db, candidateId);
    const response = await upload(manager, { name, bytes }, documentType);
    expect(response.statusCode).toBe(415);
    expect(fieldsOf(response)).toEqual(['file']);
    expect(await snapshotOf(t.db, candidateId)).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const limit = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 - pdfBytes.length)]);
    const response = await upload(manager, { name: 'limit.pdf', bytes: limit }, 'OTHER');
    expect(response.statusCode).toBe(201);
    expect(response.json().sizeBytes).toBe(10 * 1024 * 1024);
  });

  it('answers 413 to a file over 10 MB and stores nothing', async () => {
    const before = await snapshotOf(t.db, candidateId);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 - pdfBytes.length + 1)]);
    const response = await upload(manager, { name: 'huge.pdf', bytes: big }, 'OTHER');
    expect(response.statusCode).toBe(413);
    expect(await snapshotOf(t.db, candidateId)).toEqual(before);
  });

  it.each([
    ['no document type', { name: 'cv.pdf', bytes: pdfBytes }, null, 'documentType'],
    ['an unknown document type', { name: 'cv.pdf', bytes: pdfBytes }, 'PASSPORT', 'documentType'],
    ['no file', null, 'OTHER', 'file'],
  ])('answers 400 to %s', async (_case, file, documentType, field) => {
    const response = await upload(manager, file, documentType);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
  });

  it('answers 415 to a JSON body instead of a form', async () => {
    const response = await manager.request({ method: 'POST', url: urlOf('/upload'), payload: { file: 'x' } });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST .../candidate/{id}/upload/{kind}', () => {
  it('stores a file as the kind the path names, without a documentType field', async () => {
    const uploaded = await upload(
      manager,
      { name: 'Right to work.pdf', bytes: pdfBytes },
      null,
      urlOf('/upload/RIGHT_TO_WORK'),
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      documentType: 'RIGHT_TO_WORK',
      fileName: 'Right to work.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.length,
    });
    const downloaded = await manager.request({ method: 'GET', url: urlOf(`/download/${document.id}`) });
    expect(downloaded.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await auditActions(t.db, candidateId)).toContainEqual(
      expect.objectContaining({
        action: 'candidate.document.uploaded',
        details: expect.objectContaining({ documentId: document.id, kind: 'RIGHT_TO_WORK' }),
      }),
    );
  });

  it('takes a documentType field that names the same kind', async () => {
    const response = await upload(
      manager,
      { name: 'transcript.pdf', bytes: pdfBytes },
      'TRANSCRIPT',
      urlOf('/upload/TRANSCRIPT'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().documentType).toBe('TRANSCRIPT');
  });

  it.each([
    [
      'a documentType field naming another kind',
      '/upload/TRANSCRIPT',
      'OTHER',
      pdfBytes,
      400,
      'documentType',
    ],
    ['an unknown kind in the path', '/upload/PASSPORT', null, pdfBytes, 400, 'kind'],
    ['an image as the writing sample the path names', '/upload/WRITING_SAMPLE', null, pngBytes, 415, 'file'],
  ])(
    'answers %s with the field and stores nothing',
    async (_case, rest, documentType, bytes, status, field) => {
      const before = await snapshotOf(t.db, candidateId);
      const name = bytes === pngBytes ? 'sample.png' : 'file.pdf';
      const response = await upload(manager, { name, bytes }, documentType, urlOf(rest));
      expect(response.statusCode).toBe(status);
      expect(fieldsOf(response)).toEqual([field]);
      expect(await snapshotOf(t.db, candidateId)).toEqual(before);
    },
  );

  it('answers 400 to a form without a file', async () => {
    const response = await upload(manager, null, null, urlOf('/upload/OTHER'));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['file']);
  });
});

describe('POST .../candidate/{id}/documentType/{docId}/{type}', () => {
  it('changes the type of a document and audits it', async () => {
    const document = (await upload(manager, { name: 'proof.pdf', bytes: pdfBytes }, 'OTHER')).json();
    const response = await manager.request({
      method: 'POST',
      url: urlOf(`/documentType/${document.id}/RIGHT_TO_WORK`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: document.id, documentType: 'RIGHT_TO_WORK' });
    const [audit] = (await auditActions(t.db, candidateId)).filter(
      (row) => row.action === 'candidate.document.retyped',
    );
    expect(audit?.details).toMatchObject({ documentId: document.id, from: 'OTHER', to: 'RIGHT_TO_WORK' });
  });

  it('refuses a type the file cannot be, and an unknown type, keeping the old one', async () => {
    const document = (await upload(manager, { name: 'essay.pdf', bytes: pdfBytes }, 'WRITING_SAMPLE')).json();
    const photo = await manager.request({ method: 'POST', url: urlOf(`/documentType/${document.id}/PHOTO`) });
    expect(photo.statusCode).toBe(400);
    expect(fieldsOf(photo)).toEqual(['type']);
    const unknown = await manager.request({
      method: 'POST',
      url: urlOf(`/documentType/${document.id}/SECRET`),
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['type']);
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(stored?.kind).toBe('WRITING_SAMPLE');
  });
});

describe('DELETE .../candidate/{id}/upload/{docId}', () => {
  it('removes the document, its bytes and its listing', async () => {
    const document = (await upload(manager, { name: 'old.pdf', bytes: pdfBytes }, 'OTHER')).json();
    const removed = await manager.request({ method: 'DELETE', url: urlOf(`/upload/${document.id}`) });
    expect(removed.statusCode).toBe(204);
    const download = await manager.request({ method: 'GET', url: urlOf(`/download/${document.id}`) });
    expect(download.statusCode).toBe(404);
    const view = (await manager.request({ method: 'GET', url: urlOf('') })).json();
    expect(view.documents.map((row: { id: number }) => row.id)).not.toContain(document.id);
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.document.removed');
  });

  it("answers 404 for a document asked for under another of the organisation's candidates", async () => {
    const document = (await upload(manager, { name: 'mine.pdf', bytes: pdfBytes }, 'OTHER')).json();
    const other = await generatedApplication(t.db, 'hartwell', 1);
    const url = urlOf(`/download/${document.id}`, hartwell, other.id);
    expect((await manager.request({ method: 'GET', url })).statusCode).toBe(404);
    const deleted = await manager.request({
      method: 'DELETE',
      url: urlOf(`/upload/${document.id}`, hartwell, other.id),
    });
    expect(deleted.statusCode).toBe(404);
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(stored).toBeDefined();
  });
});

describe('tenancy of documents: hm@northwind.test against a hartwell document', () => {
  it('cannot download, retype or delete it under either organisation', async () => {
    const document = (await upload(manager, { name: 'private.pdf', bytes: pdfBytes }, 'TRANSCRIPT')).json();
    const northwindManager = await signIn(t.app, 'hm@northwind.test');
    const northwind = await organizationIdOf(t.db, 'northwind');
    const before = await snapshotOf(t.db, candidateId);
    for (const organizationId of [hartwell, northwind]) {
      const calls = [
        { method: 'GET' as const, url: urlOf(`/download/${document.id}`, organizationId) },
        { method: 'POST' as const, url: urlOf(`/documentType/${document.id}/OTHER`, organizationId) },
        { method: 'DELETE' as const, url: urlOf(`/upload/${document.id}`, organizationId) },
      ];
      for (const call of calls) {
        const response = await northwindManager.request(call);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('%PDF');
      }
    }
    expect(await snapshotOf(t.db, candidateId)).toEqual(before);
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(stored?.kind).toBe('TRANSCRIPT');
  });
});

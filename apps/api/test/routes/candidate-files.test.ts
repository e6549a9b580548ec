import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/index.ts';
import {
  createCandidateAccount,
  minimalPdf,
  multipartFile,
  pngBytes,
  roleIdOf,
} from '../support/candidate-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let applicant: SignedIn;
let stranger: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let id: number;

const megabyte = 1024 * 1024;

beforeAll(async () => {
  t = await startTestApp();
  applicant = await createCandidateAccount(t, 'fay.files@students.test', 'Fay');
  stranger = await createCandidateAccount(t, 'sid.stranger@students.test', 'Sid');
  hartwellManager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  const roleId = await roleIdOf(t, 'hartwell', 'Training Contract 2028');
  const started = await applicant.request({ method: 'POST', url: `/api/v1/candidate/applyc/${roleId}` });
  id = started.json().id;
});
afterAll(() => t.close());

async function putCv(who: SignedIn, fileName: string, bytes: Buffer, field = 'file') {
  return who.request({
    method: 'PUT',
    url: `/api/v1/candidate/${id}/cv`,
    ...(await multipartFile(fileName, bytes, field)),
  });
}

async function documentCount(kind?: 'CV' | 'PHOTO' | 'TRANSCRIPT'): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(documents)
    .where(and(eq(documents.candidateId, id), kind ? eq(documents.kind, kind) : undefined));
  return row?.total ?? 0;
}

describe('PUT /candidate/{id}/cv', () => {
  it('stores a PDF CV and replaces it with the next one', async () => {
    expect((await putCv(applicant, 'first.pdf', minimalPdf)).statusCode).toBe(200);
    const second = await putCv(applicant, 'second.pdf', minimalPdf);
    expect(second.statusCode).toBe(200);
    expect(second.json().documents).toEqual([
      expect.objectContaining({ kind: 'CV', fileName: 'second.pdf' }),
    ]);
    expect(await documentCount('CV')).toBe(1);
  });

  it('takes a Word document by its zip content and .docx name', async () => {
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('[Content_Types].xml word/document.xml'),
    ]);
    const response = await putCv(applicant, 'cv.docx', docx);
    expect(response.statusCode).toBe(200);
    expect(response.json().documents[0].contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('takes the CV as base64 JSON too', async () => {
    const response = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}/cv`,
      payload: {
        cv_base64: `data:application/pdf;base64,${minimalPdf.toString('base64')}`,
        fileName: 'json.pdf',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents[0].fileName).toBe('json.pdf');
  });

  it('answers 415 for a .pdf that is really a PNG, keeping the CV it had', async () => {
    const response = await putCv(applicant, 'cv.pdf', pngBytes);
    expect(response.statusCode).toBe(415);
    expect(response.json().error_description).toBe('A CV must be a PDF or Word (.docx) file.');
    expect(await documentCount()).toBe(1);
  });

  it('answers 415 for a PDF whose name says something else', async () => {
    const response = await putCv(applicant, 'cv.docx', minimalPdf);
    expect(response.statusCode).toBe(415);
    expect(response.json().error_description).toMatch(/does not match its content, which is PDF/);
  });

  it('answers 413 for an 11 MB file and the server keeps serving', async () => {
    const large = Buffer.concat([minimalPdf, Buffer.alloc(11 * megabyte)]);
    const response = await putCv(applicant, 'huge.pdf', large);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBeDefined();
    expect(await documentCount()).toBe(1);
    expect((await applicant.request({ method: 'GET', url: `/api/v1/candidate/${id}` })).statusCode).toBe(200);
  });

  it('answers 413 for base64 JSON over 10 MB', async () => {
    const large = Buffer.concat([minimalPdf, Buffer.alloc(10 * megabyte)]);
    const response = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}/cv`,
      payload: { cv_base64: large.toString('base64') },
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 for a form without a file field and for an empty file', async () => {
    expect((await putCv(applicant, 'cv.pdf', minimalPdf, 'document')).statusCode).toBe(400);
    expect((await putCv(applicant, 'cv.pdf', Buffer.alloc(0))).statusCode).toBe(400);
  });

  it("answers 404 to another candidate's and a manager's upload", async () => {
    for (const who of [stranger, hartwellManager]) {
      expect((await putCv(who, 'cv.pdf', minimalPdf)).statusCode).toBe(404);
    }
    expect(await documentCount()).toBe(1);
  });
});

describe('POST /candidate/{id}/upload/{kind} and POST /candidate/{id}/download', () => {
  it('stores a transcript and hands its bytes back to the candidate and hartwell managers', async () => {
    const form = await multipartFile('Transcript 2025.pdf', minimalPdf);
    const uploaded = await applicant.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/upload/TRANSCRIPT`,
      ...form,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ kind: 'TRANSCRIPT', fileName: 'Transcript 2025.pdf' });

    for (const who of [applicant, hartwellManager]) {
      const response = await who.request({
        method: 'POST',
        url: `/api/v1/candidate/${id}/download`,
        payload: { filename: 'Transcript 2025.pdf' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Transcript 2025.pdf"; filename*=UTF-8''Transcript%202025.pdf`,
      );
      expect(response.rawPayload.equals(minimalPdf)).toBe(true);
    }
  });

  it('answers 404 to another candidate or organisation, and for an unknown file name', async () => {
    const download = (who: SignedIn, filename: string) =>
      who.request({ method: 'POST', url: `/api/v1/candidate/${id}/download`, payload: { filename } });
    expect((await download(stranger, 'Transcript 2025.pdf')).statusCode).toBe(404);
    expect((await download(northwindManager, 'Transcript 2025.pdf')).statusCode).toBe(404);
    expect((await download(applicant, 'other.pdf')).statusCode).toBe(404);
    expect((await download(applicant, '')).statusCode).toBe(400);
  });

  it('refuses an unknown kind and a type the kind does not take', async () => {
    const unknown = await applicant.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/upload/PASSPORT`,
      ...(await multipartFile('a.pdf', minimalPdf)),
    });
    expect(unknown.statusCode).toBe(400);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const sample = await applicant.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/upload/WRITING_SAMPLE`,
      ...(await multipartFile('sample.gif', gif)),
    });
    expect(sample.statusCode).toBe(415);
    expect(sample.json().error_description).toBe('A writing sample must be a PDF or Word (.docx) file.');
  });
});

describe('GET /candidate/{id}/downloadPhoto', () => {
  it('answers 404 before a photo is uploaded, then the image bytes', async () => {
    const url = `/api/v1/candidate/${id}/downloadPhoto`;
    expect((await applicant.request({ method: 'GET', url })).statusCode).toBe(404);
    const uploaded = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}`,
      query: { maxSteps: '5' },
      payload: { photo_base64: pngBytes.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(200);
    const response = await applicant.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
    expect((await stranger.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});

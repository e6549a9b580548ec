import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueOrganizationToken } from '../../src/organizations/public-organizations.ts';
import { multipartOf, pdfBytes, pngBytes } from '../support/multipart.ts';
import { auditActions, generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { markersIn, sensitiveApplicant, setBlindStages } from './review-world.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let applicant: Awaited<ReturnType<typeof sensitiveApplicant>>;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
});
afterAll(() => t.close());

// Each test starts with a new applicant at first round, a blind stage of Hartwell's.
beforeEach(async () => {
  applicant = await sensitiveApplicant(t, stageIds.firstRound);
  await setBlindStages(t, [stageIds.firstRound]);
});

const urlOf = (rest = '', organizationId = hartwell, id = applicant.candidate.id) =>
  `/api/v1/organization/${organizationId}/candidate/${id}${rest}`;

async function uploadAs(caller: SignedIn, documentType: string, name: string) {
  const { payload, contentType } = multipartOf({ documentType }, { name, bytes: pdfBytes });
  const response = await caller.request({
    method: 'POST',
    url: urlOf('/upload'),
    headers: { 'content-type': contentType },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; hiddenByBlindReview: boolean };
}

const reveal = (caller: SignedIn, organizationId = hartwell, reason = 'Conflict check before interview.') =>
  caller.request({ method: 'POST', url: urlOf('/reveal', organizationId), payload: { reason } });

describe('the record at a blind-review stage', () => {
  it('withholds names, email, mobile, school and university names, and keeps the answers and flags', async () => {
    const response = await manager.request({ method: 'GET', url: urlOf() });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.person).toMatchObject({
      firstName: null,
      lastName: null,
      preferredName: null,
      email: null,
      mobile: null,
    });
    expect(view.blindReview).toEqual({ active: true, revealed: null, canReveal: false });
    expect(view.profile.schools[0]).not.toHaveProperty('schoolName');
    expect(view.profile.schools[0].qualifications).toHaveLength(3);
    expect(view.application.stage.id).toBe(stageIds.firstRound);
    expect(view.application.role.name).toBe('Training Contract 2028');
    expect(view.contextualFlags.map((flag: { key: string }) => flag.key)).toContain('firstGeneration');
    expect(markersIn(response.body, [...applicant.identityMarkers, 'Review Test Academy'])).toEqual([]);
  });

  it("keeps the school-outperformance flag with its grades but not the school's name", async () => {
    const view = (await manager.request({ method: 'GET', url: urlOf() })).json();
    const flag = view.contextualFlags.find((item: { key: string }) => item.key === 'schoolOutperformance');
    expect(flag).toMatchObject({ on: true, percentile: expect.any(Number) });
    expect(flag.evidence).toEqual(
      expect.arrayContaining([
        { question: 'school', answer: null },
        { question: 'aLevelGrades', answer: 'A*, A, A' },
      ]),
    );
  });

  it('tells a manager admin they may reveal it', async () => {
    const view = (await managerAdmin.request({ method: 'GET', url: urlOf() })).json();
    expect(view.blindReview).toEqual({ active: true, revealed: null, canReveal: true });
    expect(view.person.firstName).toBeNull();
  });

  it('is not blind at a stage the organisation has not made blind', async () => {
    await setBlindStages(t, [stageIds.atInterview]);
    const view = (await manager.request({ method: 'GET', url: urlOf() })).json();
    expect(view.blindReview).toEqual({ active: false, revealed: null, canReveal: false });
    expect(view.person).toMatchObject({ firstName: 'Quillon', lastName: 'Marchetti-Blind' });
  });
});

describe('documents at a blind-review stage', () => {
  it('marks the CV, cover letter and photo hidden and refuses to download them; other documents open', async () => {
    const cv = await uploadAs(manager, 'CV', 'Quillon-Marchetti-CV.pdf');
    const transcript = await uploadAs(manager, 'TRANSCRIPT', 'transcript.pdf');
    expect(cv.hiddenByBlindReview).toBe(true);
    expect(transcript.hiddenByBlindReview).toBe(false);

    const view = (await manager.request({ method: 'GET', url: urlOf() })).json();
    const hiddenOf = (id: number) =>
      view.documents.find((document: { id: number }) => document.id === id)?.hiddenByBlindReview;
    expect([hiddenOf(cv.id), hiddenOf(transcript.id)]).toEqual([true, false]);
    expect(view.documents.map((document: { fileName: string }) => document.fileName).sort()).toEqual([
      'CV',
      'transcript.pdf',
    ]);
    const asApplication = await manager.request({
      method: 'GET',
      url: `/api/v1/candidate/${applicant.candidate.id}`,
    });
    expect(asApplication.body).not.toContain('Quillon-Marchetti');

    for (const method of ['GET', 'POST'] as const) {
      const refused = await managerAdmin.request({ method, url: urlOf(`/download/${cv.id}`), payload: {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_description).toBe('This document is hidden during blind review.');
    }
    expect(
      (await manager.request({ method: 'GET', url: urlOf(`/download/${transcript.id}`) })).statusCode,
    ).toBe(200);
  });

  it("refuses a manager the blind candidate's CV by file name and photo on the candidate routes", async () => {
    await uploadAs(manager, 'CV', 'Quillon-Marchetti-CV.pdf');
    const photo = multipartOf({ documentType: 'PHOTO' }, { name: 'photo.png', bytes: pngBytes });
    const stored = await manager.request({
      method: 'POST',
      url: urlOf('/upload'),
      headers: { 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(stored.json()).toMatchObject({ documentType: 'PHOTO', hiddenByBlindReview: true });
    const photoDownload = await manager.request({
      method: 'GET',
      url: `/api/v1/candidate/${applicant.candidate.id}/downloadPhoto`,
    });
    expect(photoDownload.statusCode).toBe(403);
    const byName = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${applicant.candidate.id}/download`,
      payload: { filename: 'Quillon-Marchetti-CV.pdf' },
    });
    expect(byName.statusCode).toBe(403);
    expect(byName.json().error_description).toBe('This document is hidden during blind review.');
  });
});

describe('POST /organization/{orgId}/candidate/{id}/reveal', () => {
  it('lets a manager admin reveal with a reason, audited, and answers the unblinded record', async () => {
    const cv = await uploadAs(manager, 'CV', 'cv.pdf');
    const response = await reveal(managerAdmin);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.person).toMatchObject({ firstName: 'Quillon', email: applicant.email });
    expect(view.blindReview).toEqual({
      active: false,
      revealed: { at: expect.any(String), byName: expect.any(String) },
      canReveal: false,
    });
    const audits = (await auditActions(t.db, applicant.candidate.id)).filter(
      (row) => row.action === 'candidate.reveal',
    );
    expect(audits).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ reason: 'Conflict check before interview.' }),
      }),
    ]);

    // Every manager now reads the person and may open the CV.
    const later = (await manager.request({ method: 'GET', url: urlOf() })).json();
    expect(later.person.lastName).toBe('Marchetti-Blind');
    expect(later.documents[0].hiddenByBlindReview).toBe(false);
    expect((await manager.request({ method: 'GET', url: urlOf(`/download/${cv.id}`) })).statusCode).toBe(200);
  });

  it('is harmless twice: the first reveal is kept and the second is recorded', async () => {
    const first = (await reveal(managerAdmin)).json();
    const second = await reveal(managerAdmin, hartwell, 'Asked again.');
    expect(second.statusCode).toBe(200);
    expect(second.json().blindReview.revealed).toEqual(first.blindReview.revealed);
    const reveals = (await auditActions(t.db, applicant.candidate.id)).filter(
      (row) => row.action === 'candidate.reveal',
    );
    expect(reveals).toHaveLength(2);
  });

  it('refuses a standard manager with 403 and changes nothing', async () => {
    const response = await reveal(manager);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe(
      'Only a manager admin can reveal a candidate during blind review.',
    );
    expect((await manager.request({ method: 'GET', url: urlOf() })).json().blindReview.active).toBe(true);
  });

  it("answers 404 for another organisation's candidate or under another organisation", async () => {
    expect((await reveal(managerAdmin, northwind)).statusCode).toBe(404);
    const northwindCandidate = await generatedApplication(t.db, 'northwind');
    const foreign = await managerAdmin.request({
      method: 'POST',
      url: urlOf('/reveal', hartwell, northwindCandidate.id),
      payload: { reason: 'Curious.' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a missing or blank reason field by field and reveals nothing', async () => {
    for (const payload of [{}, { reason: '' }]) {
      const response = await managerAdmin.request({ method: 'POST', url: urlOf('/reveal'), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['reason']);
    }
    expect((await manager.request({ method: 'GET', url: urlOf() })).json().blindReview.active).toBe(true);
  });
});

describe("an outside reviewer's link at a blind-review stage", () => {
  it('shows the answers and flags but no name and no identifying file', async () => {
    await uploadAs(manager, 'CV', 'Quillon-Marchetti-CV.pdf');
    const token = await issueOrganizationToken(t.db, {
      organizationId: hartwell,
      kind: 'reviewer',
      payload: { candidateIds: [applicant.candidate.id], reviewerName: 'Outside Reviewer' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/organization/hartwell/token/${token}/candidate/${applicant.candidate.id}`,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ firstName: '', lastName: '', blind: true });
    expect(reply.documents).toEqual([
      expect.objectContaining({ kind: 'CV', fileName: null, hiddenByBlindReview: true }),
    ]);
    expect(reply.contextualFlags.map((flag: { key: string }) => flag.key)).toContain('freeSchoolMeals');
    expect(markersIn(response.body, applicant.identityMarkers)).toEqual([]);
  });
});

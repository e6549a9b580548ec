import type { OrganizationCandidateDocument } from '@shortlist/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateView } from './candidate-record.fixtures.ts';
import { openRecord, recordApi, recordPath } from './record-test-support.tsx';

const cv: OrganizationCandidateDocument = {
  id: 5,
  documentType: 'CV',
  fileName: 'amara-cv.pdf',
  contentType: 'application/pdf',
  sizeBytes: 48_000,
  uploadedByUserId: 6,
  createdAt: '2026-11-11T12:00:00.000Z',
  hiddenByBlindReview: false,
};
const withCv = candidateView({ documents: [cv] });

describe('CandidateRecordScreen: documents', () => {
  const blobUrls: Blob[] = [];
  beforeEach(() => {
    // jsdom has no blob URLs; the test sees which blob was handed over.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobUrls.push(blob as Blob);
      return `blob:test/${blobUrls.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    blobUrls.length = 0;
  });

  it('lists each document with its type, name, size and date', async () => {
    openRecord({ api: recordApi(withCv) });
    const table = await screen.findByRole('table', { name: "The candidate's documents" });
    const row = within(table).getByRole('row', { name: /amara-cv\.pdf/ });
    expect(within(row).getByRole('combobox', { name: 'Type of amara-cv.pdf' })).toHaveDisplayValue('CV');
    expect(row).toHaveTextContent('47 KB');
    expect(row).toHaveTextContent('11 Nov 2026');
  });

  it('views a document in a new tab through the signed-in download', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const view = openRecord({ api: recordApi(withCv, { [`GET ${recordPath}/download/5`]: { pdf: true } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'View amara-cv.pdf in a new tab' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:test/1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(view.sentTo('GET', `${recordPath}/download/5`)).toHaveLength(1);
    expect(await blobUrls[0]?.text()).toBe('{"pdf":true}');
  });

  it('shows only PDFs, images and plain text in the tab; any other type (HTML, SVG) goes as a download', async () => {
    const tab = { location: { href: '' }, close: vi.fn(), opener: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openRecord({
      api: recordApi(withCv, {
        [`GET ${recordPath}/download/5`]: () => ({ status: 200, body: '<script>alert(1)</script>' }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View amara-cv.pdf in a new tab' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:test/1'));
    expect(tab.opener).toBeNull();
    expect(blobUrls[0]?.type).toBe('application/octet-stream');
  });

  it('downloads a document under its file name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('amara-cv.pdf');
      expect(this.href).toBe('blob:test/1');
    });
    openRecord({ api: recordApi(withCv, { [`GET ${recordPath}/download/5`]: { pdf: true } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download amara-cv.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('changes the type of a document', async () => {
    const view = openRecord({
      api: recordApi(withCv, { [`POST ${recordPath}/documentType/5/TRANSCRIPT`]: {} }),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Type of amara-cv.pdf' }),
      'Transcript',
    );
    await waitFor(() =>
      expect(view.sentTo('POST', `${recordPath}/documentType/5/TRANSCRIPT`)).toHaveLength(1),
    );
    expect(await screen.findByText('amara-cv.pdf is now a Transcript.')).toBeInTheDocument();
  });

  it('deletes a document after asking, and says so', async () => {
    let view = withCv;
    const screenView = openRecord({
      api: recordApi(undefined, {
        [`GET ${recordPath}`]: () => view,
        [`DELETE ${recordPath}/upload/5`]: () => {
          view = candidateView();
          return { status: 204 };
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete amara-cv.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete amara-cv.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screenView.sentTo('DELETE', `${recordPath}/upload/5`)).toHaveLength(1));
    expect(await screen.findByText('amara-cv.pdf is deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
  });

  it('uploads a file of the chosen type, refusing no file or a file the type does not take', async () => {
    // The shell's fake API reads request bodies as JSON; a multipart form is recorded as its fields instead.
    const readText = Request.prototype.text;
    vi.spyOn(Request.prototype, 'text').mockImplementation(async function (this: Request) {
      if (!this.headers.get('content-type')?.startsWith('multipart/form-data')) return readText.call(this);
      const form = await this.formData();
      const file = form.get('file');
      return JSON.stringify({
        documentType: form.get('documentType'),
        // The part is the runtime's own File, not jsdom's, which loses the name between the two: the content counts.
        file: typeof file === 'string' || file === null ? file : await file.text(),
      });
    });
    const view = openRecord({
      api: recordApi(withCv, { [`POST ${recordPath}/upload`]: { status: 201, body: {} } }),
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription('Choose a file to upload.');
    expect(view.sentTo('POST', `${recordPath}/upload`)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Writing sample');
    expect(screen.getByLabelText('File')).toHaveAttribute('accept', '.pdf,.docx');
    // A file picked past the dialog's filter ("All files") is refused here too.
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'essay.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(
      'A Writing sample must be one of these files: .pdf, .docx.',
    );
    expect(view.sentTo('POST', `${recordPath}/upload`)).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('File'),
      new File(['essay'], 'essay.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('essay.pdf is uploaded.')).toBeInTheDocument();
    expect(view.sentTo('POST', `${recordPath}/upload`)[0]?.body).toEqual({
      documentType: 'WRITING_SAMPLE',
      file: 'essay',
    });
  });
});

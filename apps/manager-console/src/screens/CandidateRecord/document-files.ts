// Opening and saving a document the API sent as a blob (the download needs the Bearer token, so a plain link
// cannot fetch it): a blob URL in a new tab to view, a temporary link with `download` to save.

/** '12 KB': a file size as a recruiter reads it. */
export function formatFileSize(
  bytes: number,
  locale: string,
): { unit: 'bytes' | 'kilobytes' | 'megabytes'; value: string } {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return { unit: 'bytes', value: number(bytes, 0) };
  if (bytes < 1024 * 1024) return { unit: 'kilobytes', value: number(bytes / 1024, 0) };
  return { unit: 'megabytes', value: number(bytes / (1024 * 1024), 1) };
}

// A blob URL runs with the console's origin: only types a browser shows without running script are shown;
// anything else (an HTML or SVG file a candidate uploaded, say) is handed over as a download instead.
const viewableTypes: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
];

function viewable(blob: Blob): Blob {
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return viewableTypes.includes(type) ? blob : blob.slice(0, blob.size, 'application/octet-stream');
}

// Long enough for the new tab or the download to have read the blob.
const revokeAfterMs = 60_000;

/**
 * Opens a tab at once, on the click (a tab opened after the download finishes would be blocked as a pop-up),
 * and points it at the file when it arrives.
 */
export function openPendingTab(): { show: (blob: Blob) => void; close: () => void } {
  const tab = globalThis.open?.('', '_blank') ?? null;
  // The file's page must not reach back into the console.
  if (tab) tab.opener = null;
  return {
    show: (blob) => {
      const url = URL.createObjectURL(viewable(blob));
      if (tab) tab.location.href = url;
      else globalThis.open?.(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
    },
    close: () => tab?.close(),
  };
}

/** Saves a blob under its file name, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

// Long enough for the browser to start the download before the object URL goes away.
const revokeAfterMs = 1000;

/** Hands a downloaded file to the browser's save (a Blob behind an <a download>). */
export function saveFile(blob: Blob, fileName: string): void {
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

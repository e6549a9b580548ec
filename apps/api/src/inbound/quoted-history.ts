// A reply's own words without the message it quotes (issue 32). Mail clients quote in a few common ways;
// each rule below marks where the quoted part starts, and everything from there on is dropped, as are
// lines quoted with ">" anywhere (an answer written between quoted lines keeps its own lines).

/** Gmail, Apple Mail, Thunderbird: "On Mon, 7 Dec 2026 at 10:00, Name <a@b> wrote:", often wrapped over lines. */
const attribution = /^\s*On\s.{1,300}\swrote:\s*$/is;
/** Outlook and older clients' separators. */
const separators = [
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  /^\s*-{2,}\s*Reply message\s*-{2,}\s*$/i,
];
/** Outlook's header block: "From: ..." followed within a few lines by "Sent:"/"Date:" and "To:"/"Subject:". */
const headerStart = /^\s*\*?From:\*?\s.+/i;
const headerDate = /^\s*\*?(Sent|Date):\*?\s/i;
const headerOther = /^\s*\*?(To|Subject):\*?\s/i;

const isQuoted = (line: string) => /^\s*>/.test(line);

function startsHistory(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  if (separators.some((separator) => separator.test(line))) return true;
  // An attribution may wrap: try the line joined with up to two that follow.
  if (/^\s*On\s/i.test(line)) {
    for (let end = index; end < Math.min(lines.length, index + 3); end += 1) {
      if (attribution.test(lines.slice(index, end + 1).join(' '))) return true;
    }
  }
  if (headerStart.test(line)) {
    const following = lines.slice(index + 1, index + 6);
    return (
      following.some((next) => headerDate.test(next)) && following.some((next) => headerOther.test(next))
    );
  }
  return false;
}

/** The reply's text with quoted history removed; the whole text, trimmed, when nothing else would be left. */
export function stripQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const historyAt = lines.findIndex((_, index) => startsHistory(lines, index));
  const own = (historyAt < 0 ? lines : lines.slice(0, historyAt)).filter((line) => !isQuoted(line));
  const stripped = own
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return stripped || text.trim();
}

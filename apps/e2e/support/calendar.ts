import { readFile } from 'node:fs/promises';

// The .ics of an email as a calendar program reads it: the text/calendar part of the .eml, its lines unfolded.

/** The text/calendar part of an .eml file, decoded, with its content type; null when there is none. */
export async function calendarOfEmail(file: string): Promise<{ contentType: string; text: string } | null> {
  const eml = (await readFile(file, 'utf8')).replace(/\r?\n/g, '\r\n');
  const start = eml.search(/Content-Type: text\/calendar/i);
  if (start < 0) return null;
  const headersEnd = eml.indexOf('\r\n\r\n', start);
  const headers = eml.slice(start, headersEnd).replace(/\r\n[ \t]+/g, ' ');
  const body = eml.slice(headersEnd + 4, eml.indexOf('\r\n--', headersEnd));
  const encoded = /Content-Transfer-Encoding: base64/i.test(headers);
  const text = encoded ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  const contentType = /Content-Type: ([^\r\n]+)/i.exec(headers)?.[1] ?? '';
  return { contentType, text: text.replace(/\r\n[ \t]/g, '') };
}

/** One property's value of an iCalendar text (the first line named so), e.g. 'METHOD' or 'SEQUENCE'. */
export function calendarProperty(text: string, name: string): string | null {
  return new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(text)?.[1]?.trim() ?? null;
}

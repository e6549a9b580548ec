import { describe, expect, it } from 'vitest';
import { stripQuotedHistory } from '../../src/inbound/quoted-history.ts';

// The reply's own words: what common mail clients put below (or between) them is taken out.

describe('stripQuotedHistory', () => {
  it("drops Gmail's wrapped attribution and everything after it", () => {
    const text =
      'Thursday suits me.\n\nOn Mon, 7 Dec 2026 at 10:00, Hartwell <\nno-reply@shortlist.test> wrote:\n> Hello\n> there';
    expect(stripQuotedHistory(text)).toBe('Thursday suits me.');
  });

  it("drops Outlook's header block and its underscores", () => {
    const outlook =
      'See you then.\r\n\r\n________________________________\r\nFrom: Hartwell <no-reply@shortlist.test>\r\nSent: 07 December 2026 10:00\r\nTo: Robin\r\nSubject: Interview\r\n\r\nHello Robin';
    expect(stripQuotedHistory(outlook)).toBe('See you then.');
    const headersOnly =
      'Fine.\n\nFrom: Hartwell <no-reply@shortlist.test>\nDate: Monday\nSubject: Interview\n\nHello';
    expect(stripQuotedHistory(headersOnly)).toBe('Fine.');
  });

  it('drops an "Original Message" separator and what follows', () => {
    expect(stripQuotedHistory('Yes.\n-----Original Message-----\nHello')).toBe('Yes.');
  });

  it('keeps answers written between quoted lines, without the quotes', () => {
    const inline =
      '> Can you come on Tuesday?\nYes.\n> Do you need adjustments?\nA ground-floor room, please.';
    expect(stripQuotedHistory(inline)).toBe('Yes.\nA ground-floor room, please.');
  });

  it('keeps a line that only mentions "wrote" and a From: line that starts no header block', () => {
    const text = 'On reflection I wrote to the wrong office.\nFrom: my new address, as below.';
    expect(stripQuotedHistory(text)).toBe(text);
  });

  it('keeps the whole text when nothing but quotation would be left', () => {
    expect(stripQuotedHistory('> only a quote\n')).toBe('> only a quote');
  });
});

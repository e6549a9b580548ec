import { describe, expect, it } from 'vitest';
import type { IdentifyingText } from './marking-redaction.ts';
import { withholdIdentity } from './marking-redaction.ts';

const identity: IdentifyingText = {
  names: ['Ottoline Quarrington-Vane', 'Otto'],
  emails: ['o.vane@example.test'],
  schools: ["St Aldhelm's Academy"],
  universities: ['University of Wessex'],
  other: ['BA1 1AA'],
};

describe('withholding identity from an answer', () => {
  it('replaces names, schools, universities, emails, links and phone numbers with neutral tokens', () => {
    const answer =
      "I am Ottoline Quarrington-Vane; at st aldhelm's   academy and the University of Wessex I led the debate club. " +
      'Write to o.vane@example.test or oq@elsewhere.test, see https://ottoline.example/cv or call +44 (0)7700 900123. Postcode BA1 1AA.';
    const withheld = withholdIdentity(answer, identity);
    expect(withheld).toBe(
      'I am [name]; at [school] and the [university] I led the debate club. ' +
        'Write to [email] or [email], see [link] or call [phone]. Postcode [withheld].',
    );
  });

  it('replaces a name part on its own, in any letter case, with its possessive', () => {
    expect(withholdIdentity("QUARRINGTON's view, as Vane said", identity)).toBe(
      "[name]'s view, as [name] said",
    );
  });

  it('leaves words that merely contain a name alone', () => {
    expect(withholdIdentity('An Ottoman history; a weathervane', identity)).toBe(
      'An Ottoman history; a weathervane',
    );
  });

  it('ignores blank and one-letter values', () => {
    expect(
      withholdIdentity('A plan', {
        names: ['A', ' '],
        emails: [],
        schools: [''],
        universities: [],
        other: [],
      }),
    ).toBe('A plan');
  });

  it('treats pattern characters in a name as plain text', () => {
    expect(
      withholdIdentity('Jo (Jr.) wrote it', {
        names: ['(Jr.)'],
        emails: [],
        schools: [],
        universities: [],
        other: [],
      }),
    ).toBe('Jo [name] wrote it');
  });
});

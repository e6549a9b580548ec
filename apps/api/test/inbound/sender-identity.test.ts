import { describe, expect, it } from 'vitest';
import { readReplyAddress, replyAddressOf } from '../../src/inbound/reply-token.ts';
import { mailHeadersOf } from '../../src/messaging/sender-identity.ts';
import { readMailFrom } from '../../src/settings.ts';

// Who an email says it is from (DMARC-safe) and the thread token its Reply-To carries.

const secret = 'a-test-secret';
const domain = 'replies.example.com';
const settings = {
  mailFrom: readMailFrom('Shortlist <mail@shortlist.example>'),
  inbound: { domain, secret },
};
const hartwell = { name: 'Hartwell & Finch LLP', senderName: null, replyEmail: null, candidateId: 7 };

describe('mailHeadersOf', () => {
  it("names the organisation at the provider's address, bounces to the provider, replies to the thread", () => {
    const headers = mailHeadersOf(settings, { id: 41, organizationId: 3, template: 'stage-moved' }, hartwell);
    expect(headers).toEqual({
      from: { name: 'Hartwell & Finch LLP', address: 'mail@shortlist.example' },
      envelopeFrom: 'mail@shortlist.example',
      replyTo: replyAddressOf(secret, domain, { outboxId: 41, candidateId: 7, organizationId: 3 }),
    });
  });

  it("keeps an organisation's own address out of From unless it is on one of our domains", () => {
    const theirs = { ...hartwell, senderName: 'Graduate Team', replyEmail: 'grads@hartwell.co.uk' };
    expect(
      mailHeadersOf(settings, { id: 1, organizationId: 3, template: 'stage-moved' }, theirs).from,
    ).toEqual({
      name: 'Graduate Team',
      address: 'mail@shortlist.example',
    });
    const ours = { ...hartwell, replyEmail: 'hartwell@replies.example.com' };
    expect(
      mailHeadersOf(settings, { id: 1, organizationId: 3, template: 'stage-moved' }, ours),
    ).toMatchObject({
      from: { name: 'Hartwell & Finch LLP', address: 'hartwell@replies.example.com' },
      sender: 'mail@shortlist.example',
      envelopeFrom: 'mail@shortlist.example',
    });
  });

  it("replies to the organisation's address when the email is not to a candidate or replies do not come back", () => {
    const withAddress = { ...hartwell, replyEmail: 'grads@hartwell.co.uk' };
    expect(
      mailHeadersOf(
        settings,
        { id: 1, organizationId: 3, template: 'stage-moved' },
        { ...withAddress, candidateId: null },
      ).replyTo,
    ).toBe('grads@hartwell.co.uk');
    const noInbound = { ...settings, inbound: { domain: undefined, secret } };
    expect(
      mailHeadersOf(noInbound, { id: 1, organizationId: 3, template: 'stage-moved' }, withAddress).replyTo,
    ).toBe('grads@hartwell.co.uk');
    expect(
      mailHeadersOf(noInbound, { id: 1, organizationId: 3, template: 'stage-moved' }, hartwell).replyTo,
    ).toBeUndefined();
  });

  it('sends a message of no organisation from MAIL_FROM alone', () => {
    expect(
      mailHeadersOf(settings, { id: 1, organizationId: null, template: 'email-verification' }, null),
    ).toEqual({
      from: { name: 'Shortlist', address: 'mail@shortlist.example' },
      envelopeFrom: 'mail@shortlist.example',
    });
  });
});

describe('an account message (a code, a single-use link)', () => {
  it('opens no thread, so a reply cannot quote its code into the record', () => {
    const headers = mailHeadersOf(settings, { id: 5, organizationId: 3, template: 'sign-in-code' }, hartwell);
    expect(headers.replyTo).toBeUndefined();
  });
});

describe('reply tokens', () => {
  const thread = { outboxId: 123_456, candidateId: 2_147_483_647, organizationId: 12 };

  it('read back the thread they name, whatever the case of the address, within 64 characters', () => {
    const address = replyAddressOf(secret, domain, thread);
    expect(address.indexOf('@')).toBeLessThanOrEqual(64);
    expect(readReplyAddress(secret, domain, address)).toEqual(thread);
    expect(readReplyAddress(secret, domain, address.toUpperCase())).toEqual(thread);
  });

  it('name nothing when altered, signed with another secret, zero-padded or at another domain', () => {
    const address = replyAddressOf(secret, domain, thread);
    const other = { ...thread, organizationId: 13 };
    const swapped = address.replace(/\.c\./, '.d.');
    expect(readReplyAddress(secret, domain, swapped)).toBeNull();
    expect(readReplyAddress(secret, domain, replyAddressOf('another', domain, other))).toBeNull();
    expect(readReplyAddress(secret, domain, address.replace('reply+', 'reply+0'))).toBeNull();
    expect(readReplyAddress(secret, 'elsewhere.example', address)).toBeNull();
    expect(readReplyAddress(secret, domain, `reply+0.0.0.${'0'.repeat(24)}@${domain}`)).toBeNull();
  });
});

describe('MAIL_FROM', () => {
  it('reads a named or a bare address and refuses anything else', () => {
    expect(readMailFrom('"Acme Hiring" <Hiring@Acme.example>')).toEqual({
      name: 'Acme Hiring',
      address: 'hiring@acme.example',
    });
    expect(readMailFrom('hiring@acme.example')).toEqual({
      name: 'Shortlist',
      address: 'hiring@acme.example',
    });
    expect(() => readMailFrom('not an address')).toThrow(/MAIL_FROM/);
  });
});

import { describe, expect, it } from 'vitest';
import { areReviewEmailsAllowed, findInvalidReviewEmails } from './review-emails.ts';

const emails = ['ann@firm.com', 'bob@Partner.co.uk', 'eve@gmail.com'];

describe('findInvalidReviewEmails', () => {
  it('checks nothing when the configuration is absent', () => {
    expect(findInvalidReviewEmails(emails, {})).toEqual([]);
    expect(
      findInvalidReviewEmails(emails, { allowedDomainsConfig: null, extraDomains: ['firm.com'] }),
    ).toEqual([]);
  });

  it('treats a blank configuration as absent', () => {
    expect(findInvalidReviewEmails(emails, { allowedDomainsConfig: '  ' })).toEqual([]);
  });

  it('returns the emails outside the configured domains, ignoring case and spaces', () => {
    expect(findInvalidReviewEmails(emails, { allowedDomainsConfig: ' FIRM.com , partner.co.uk' })).toEqual([
      'eve@gmail.com',
    ]);
  });

  it('adds the extra domains to the configured ones', () => {
    expect(
      findInvalidReviewEmails(emails, { allowedDomainsConfig: 'firm.com', extraDomains: ['partner.co.uk'] }),
    ).toEqual(['eve@gmail.com']);
  });

  it('accepts configured domains written with a leading @', () => {
    expect(findInvalidReviewEmails(['ann@firm.com'], { allowedDomainsConfig: '@firm.com' })).toEqual([]);
  });

  it('does not accept a subdomain of an allowed domain', () => {
    expect(findInvalidReviewEmails(['ann@mail.firm.com'], { allowedDomainsConfig: 'firm.com' })).toEqual([
      'ann@mail.firm.com',
    ]);
  });

  it('treats an address without a domain as outside', () => {
    expect(findInvalidReviewEmails(['ann'], { allowedDomainsConfig: 'firm.com' })).toEqual(['ann']);
  });

  it('trims spaces around an address before reading its domain', () => {
    expect(findInvalidReviewEmails([' ann@firm.com '], { allowedDomainsConfig: 'firm.com' })).toEqual([]);
  });
});

describe('areReviewEmailsAllowed', () => {
  it('is false when any email is outside and true when none is', () => {
    expect(areReviewEmailsAllowed(emails, { allowedDomainsConfig: 'firm.com,partner.co.uk' })).toBe(false);
    expect(
      areReviewEmailsAllowed(emails.slice(0, 2), { allowedDomainsConfig: 'firm.com,partner.co.uk' }),
    ).toBe(true);
  });
});

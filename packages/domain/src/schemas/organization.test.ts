import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultConfigurationSchema,
  organizationContactSchema,
  organizationCreateSchema,
  organizationListQuerySchema,
  organizationSchema,
  organizationUpdateSchema,
  organizationUserCreateSchema,
  subdomainSchema,
} from './organization.ts';
import { fieldErrorsOf, parseOrFail } from './test-support.ts';

const subdomainMessage =
  'Use 2 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.';

const organization = {
  id: 1,
  name: 'Hartwell & Finch LLP',
  productType: 'ATS',
  sector: { id: 2 },
  tier: 'TIER_1',
  rareContact: true,
  subdomain: 'hartwell',
  createdAt: 1_700_000_000,
  clientDomain: 'Careers.Hartwell.co.uk',
  countryBase: 'UK',
  metrics: [{ key: 'writing', metricType: 'number', min: 0, max: 5, showOnInvite: true }],
  additionalLanguageSupport: ['cy'],
  colocatedCountries: ['Ireland'],
  search: false,
  defaultConfiguration: {
    views: { pipeline: true },
    text: { gtmId: 'GTM-123', pixelUrl: 'https://example.com/p' },
    textArrays: { timezones: ['UK, Ireland Time;Europe/London'], roleTypes: ['Training contract'] },
    oauth: { provider: 'azure' },
  },
  sessionTimeout: 30,
};

describe('organizationSchema', () => {
  it('accepts an organisation with its settings and lower-cases its host name', () => {
    expect(parseOrFail(organizationSchema, organization)).toMatchObject({
      clientDomain: 'careers.hartwell.co.uk',
      defaultConfiguration: { text: { gtmId: 'GTM-123' } },
    });
  });

  it('accepts a bare organisation (only id and name)', () => {
    expect(organizationSchema.safeParse({ id: 3, name: 'Northwind Analytics' }).success).toBe(true);
  });

  it.each([
    [
      { tier: 'TIER_5' },
      'tier',
      'Choose one of: BAR, TIER_1, TIER_2, TIER_3, TIER_4, CANDID_ESSENTIALS, CANDID_ESSENTIALS_PLUS.',
    ],
    [{ countryBase: 'FR' }, 'countryBase', 'Choose one of: UK, OZ, HK, OTHER.'],
    [{ sessionTimeout: 0 }, 'sessionTimeout', 'Must be at least 1.'],
    [{ sessionTimeout: 1441 }, 'sessionTimeout', 'Must be at most 1440.'],
    [{ sector: { id: 'law' } }, 'sector.id', 'Must be a number.'],
    [{ metrics: [{ metricType: 'number' }] }, 'metrics.0.label', 'Give the metric a key or a label.'],
    [
      { additionalLanguageSupport: ['Welsh'] },
      'additionalLanguageSupport.0',
      "Use a language code such as 'en' or 'en-GB'.",
    ],
    [
      { clientDomain: 'https://careers.example.com' },
      'clientDomain',
      'Enter a host name such as careers.example.com.',
    ],
  ])('refuses %j', (change, field, message) => {
    expect(fieldErrorsOf(organizationSchema, { ...organization, ...change })).toEqual([{ field, message }]);
  });

  it.each([1, 1440])('accepts a session timeout of %s minutes', (sessionTimeout) => {
    expect(organizationSchema.safeParse({ ...organization, sessionTimeout }).success).toBe(true);
  });
});

describe('subdomainSchema', () => {
  it.each([
    ['ab', true],
    ['hartwell', true],
    ['king-s-bench', true],
    ['a1', true],
    ['a'.repeat(40), true],
    ['a', false],
    ['a'.repeat(41), false],
    ['Hartwell', false],
    ['-ab', false],
    ['ab-', false],
    ['a_b', false],
    ['a.b', false],
    ["x'; drop", false],
  ])('%s is accepted: %s', (value, accepted) => {
    expect(subdomainSchema.safeParse(value).success).toBe(accepted);
  });

  it('explains the rule', () => {
    expect(fieldErrorsOf(z.object({ subdomain: subdomainSchema }), { subdomain: 'A' })).toEqual([
      { field: 'subdomain', message: subdomainMessage },
    ]);
  });
});

describe('defaultConfigurationSchema', () => {
  it("requires each time zone entry to be 'name;value'", () => {
    expect(
      fieldErrorsOf(defaultConfigurationSchema, {
        textArrays: { timezones: ['UK;Europe/London', 'Europe/Paris'] },
      }),
    ).toEqual([{ field: 'textArrays.timezones.1', message: "Write each time zone as 'name;value'." }]);
  });

  it('refuses a text setting that is not text', () => {
    expect(fieldErrorsOf(defaultConfigurationSchema, { text: { gtmId: 5 } })).toEqual([
      { field: 'text.gtmId', message: 'Must be text.' },
    ]);
  });
});

describe('organizationCreateSchema', () => {
  const create = { name: 'New Firm', sector: { id: 1 }, tier: 'BAR', subdomain: 'newfirm' };

  it('stores a missing country base as UK', () => {
    expect(parseOrFail(organizationCreateSchema, create).countryBase).toBe('UK');
  });

  it('names every missing required field', () => {
    expect(fieldErrorsOf(organizationCreateSchema, {})).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'sector', message: 'This field is required.' },
      { field: 'tier', message: 'This field is required.' },
      { field: 'subdomain', message: 'This field is required.' },
    ]);
  });
});

describe('organizationUpdateSchema', () => {
  it('accepts a change of one field', () => {
    expect(parseOrFail(organizationUpdateSchema, { sessionTimeout: 15 })).toEqual({ sessionTimeout: 15 });
  });

  it('accepts a change of status and refuses an unknown one', () => {
    expect(parseOrFail(organizationUpdateSchema, { status: 'ARCHIVED' })).toEqual({ status: 'ARCHIVED' });
    expect(fieldErrorsOf(organizationUpdateSchema, { status: 'GONE' })[0]?.field).toBe('status');
  });

  it('refuses an update that changes nothing', () => {
    expect(fieldErrorsOf(organizationUpdateSchema, {})).toEqual([
      { field: '', message: 'Change at least one field.' },
    ]);
  });
});

describe('organizationUserCreateSchema', () => {
  const person = { email: 'new.hm@hartwell.test', firstName: 'New', lastName: 'Manager' };

  it.each(['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'])('accepts a %s', (userType) => {
    expect(organizationUserCreateSchema.safeParse({ ...person, userType }).success).toBe(true);
  });

  it.each(['ADMIN', 'CANDIDATE'])('refuses a %s', (userType) => {
    expect(fieldErrorsOf(organizationUserCreateSchema, { ...person, userType })).toEqual([
      { field: 'userType', message: 'Choose one of: HIRING_MANAGER, HIRING_MANAGER_ADMIN.' },
    ]);
  });
});

describe('organizationContactSchema', () => {
  it('accepts a contact with or without phone and role', () => {
    expect(organizationContactSchema.safeParse({ name: 'Sam', email: 'sam@example.com' }).success).toBe(true);
    expect(
      organizationContactSchema.safeParse({
        name: 'Sam',
        email: 'sam@example.com',
        phone: '+44 (20) 7946-0000',
        role: 'HR',
      }).success,
    ).toBe(true);
  });

  it.each(['call me', '12345', '+44 20 7946 0000 0000 00'])('refuses the phone number %j', (phone) => {
    expect(
      fieldErrorsOf(organizationContactSchema, { name: 'Sam', email: 'sam@example.com', phone }),
    ).toEqual([{ field: 'phone', message: 'Enter a valid phone number.' }]);
  });
});

describe('organizationListQuerySchema', () => {
  it('defaults to active organisations, page 0, by name ascending', () => {
    expect(organizationListQuerySchema.parse({})).toEqual({
      status: 'ACTIVE',
      page: 0,
      resultsPerPage: 20,
      sortBy: 'name',
      orderBy: 'asc',
    });
  });

  it('refuses a column it cannot sort by', () => {
    expect(organizationListQuerySchema.safeParse({ sortBy: 'password' }).success).toBe(false);
  });

  it('reads the query string', () => {
    expect(
      organizationListQuerySchema.parse({
        status: 'ARCHIVED',
        searchTerm: 'hart',
        page: '2',
        resultsPerPage: '50',
        sortBy: 'candidateCount',
        orderBy: 'desc',
      }),
    ).toEqual({
      status: 'ARCHIVED',
      searchTerm: 'hart',
      page: 2,
      resultsPerPage: 50,
      sortBy: 'candidateCount',
      orderBy: 'desc',
    });
  });

  it('refuses an unknown status', () => {
    expect(fieldErrorsOf(organizationListQuerySchema, { status: 'DELETED' })).toEqual([
      { field: 'status', message: 'Choose one of: ACTIVE, INACTIVE, ARCHIVED.' },
    ]);
  });
});

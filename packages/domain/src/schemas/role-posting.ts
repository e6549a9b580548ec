import type { z } from 'zod';
import { emailField, objectSchema, optionalTextField } from './fields.ts';
import type { SalaryCurrency, SalaryPeriod } from './role-salary-messages.ts';

// A role reached from outside the careers site: its Google for Jobs posting, and an application started
// there by email alone (POST /api/public/apply/{orgId}/{roleId}).

/** Body of POST /apply/{orgId}/{roleId}: who to send the link to continue the application. */
export const anonymousApplicationSchema = objectSchema({
  email: emailField(),
  firstName: optionalTextField(),
  lastName: optionalTextField(),
});
export type AnonymousApplication = z.output<typeof anonymousApplicationSchema>;

/** A schema.org QuantitativeValue of pay: one figure (`value`) or a range (`minValue`, `maxValue`). */
export type PostingPay = {
  '@type': 'QuantitativeValue';
  value?: number;
  minValue?: number;
  maxValue?: number;
  unitText: SalaryPeriod;
};

/** A schema.org JobPosting (https://schema.org/JobPosting) as Google for Jobs reads it, JSON-LD. */
export type JobPosting = {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  /** ISO 8601. */
  datePosted: string;
  /** ISO 8601: the role's deadline; absent when it has none. */
  validThrough?: string;
  employmentType?: string;
  /** logo: the organisation's https logo, when it has one. */
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; logo?: string };
  /** The office of an on-site or hybrid role (and of one whose arrangement is not stated). */
  jobLocation?: {
    '@type': 'Place';
    address: {
      '@type': 'PostalAddress';
      addressLocality: string;
      postalCode?: string;
      addressCountry?: string;
    };
  };
  /** A remote role: worked from anywhere in applicantLocationRequirements. */
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  /** The role's stated salary. */
  baseSalary?: { '@type': 'MonetaryAmount'; currency: SalaryCurrency; value: PostingPay };
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  url: string;
  directApply: boolean;
};

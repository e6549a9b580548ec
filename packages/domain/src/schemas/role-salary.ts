import { z } from 'zod';
import { issueMessages } from './errors.ts';
import { enumField, numberField, objectSchema } from './fields.ts';
import type { SalaryCurrency, SalaryPeriod } from './role-salary-messages.ts';
import { roleSalaryMessages, salaryCurrencies, salaryPeriods } from './role-salary-messages.ts';

// A role's stated pay, shown on its careers page and sent to Google for Jobs as baseSalary.

// Decision: amounts are stored with two decimals (hourly rates have pence) and capped well below what the
// column holds, so a typo with extra zeros is refused rather than stored.
const maxSalaryAmount = 100_000_000;
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const amountField = () =>
  numberField(0, maxSalaryAmount).refine(hasAtMostTwoDecimals, { error: roleSalaryMessages.pence });

/**
 * A role's salary: `min` alone is one figure, `min` and `max` a range. Decision: the whole salary travels as
 * one value on create and update; null takes it off the role.
 */
export const roleSalarySchema = objectSchema({
  min: amountField(),
  max: amountField().nullish(),
  currency: z.enum(salaryCurrencies, {
    error: (issue) => (issue.input === undefined ? issueMessages.required : roleSalaryMessages.currency),
  }),
  period: enumField(salaryPeriods),
}).refine((salary) => salary.max == null || salary.max >= salary.min, {
  error: roleSalaryMessages.maxBelowMin,
  path: ['max'],
});
export type RoleSalaryInput = z.output<typeof roleSalarySchema>;

/** A role's salary as the API answers it; max is null for a single figure. */
export type RoleSalary = { min: number; max: number | null; currency: SalaryCurrency; period: SalaryPeriod };

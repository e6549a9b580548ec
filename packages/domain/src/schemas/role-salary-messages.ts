// A role's salary values and messages without zod, so the wording (@shortlist/i18n) can name them without
// bringing zod into the apps' first screens.

/** ISO 4217 codes of the product's markets (UK, Ireland and the euro area, US, Australia, Hong Kong). */
export const salaryCurrencies = ['GBP', 'EUR', 'USD', 'AUD', 'HKD'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];

/** What one amount pays for: schema.org's QuantitativeValue unitText values. */
export const salaryPeriods = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const roleSalaryMessages = {
  maxBelowMin: 'The top of the range must not be below its bottom.',
  currency: `Use one of these currency codes: ${salaryCurrencies.join(', ')}.`,
  pence: 'Use at most two decimal places.',
} as const;

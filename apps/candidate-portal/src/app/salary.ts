import type { RoleSalary } from '@shortlist/domain/schemas';
import type { TFunction } from 'i18next';

// A role's stated pay as the role page shows it: '£42,000 to £48,000 a year', '€15.75 an hour'.

/** An amount in its currency; whole amounts without pence. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function describeSalary(salary: RoleSalary, locale: string, t: TFunction<'candidate'>): string {
  const period = t(`roles.salary.periods.${salary.period}`);
  const min = formatMoney(salary.min, salary.currency, locale);
  if (salary.max === null || salary.max === salary.min)
    return t('roles.salary.amount', { amount: min, period });
  return t('roles.salary.range', { min, max: formatMoney(salary.max, salary.currency, locale), period });
}

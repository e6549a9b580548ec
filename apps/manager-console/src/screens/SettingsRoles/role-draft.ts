import type { ManagedRole, RoleSalary, SalaryCurrency, SalaryPeriod } from '@shortlist/domain/schemas';
import type { BuilderForm } from './form-model.ts';
import { writeForm } from './form-model.ts';
import type { Translations } from './form-translations.ts';
import { writeTranslations } from './form-translations.ts';

// The role editor's details as the inputs hold them, and the body of POST /roles or PUT /roles/{id}.

export const referenceFields = ['roleType', 'roleLevel', 'department', 'location', 'employmentType'] as const;
export type ReferenceField = (typeof referenceFields)[number];

export type RoleDetails = Record<ReferenceField, string> & {
  name: string;
  workArrangement: string;
  /** Epoch seconds, as the API keeps them; null when not set. */
  openDate: number | null;
  deadline: number | null;
  description: string;
  doNotSave: boolean;
  interviewConfigured: boolean;
  /** The salary's amounts as typed ('' when not stated), its currency and period. */
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: SalaryCurrency;
  salaryPeriod: SalaryPeriod;
};

/** Each salary input and the field of the API's salary it fills (its 400 messages name these). */
export const salaryInputs = {
  salaryMin: 'salary.min',
  salaryMax: 'salary.max',
  salaryCurrency: 'salary.currency',
  salaryPeriod: 'salary.period',
} as const;

export const emptyDetails: RoleDetails = {
  name: '',
  roleType: '',
  roleLevel: '',
  department: '',
  location: '',
  employmentType: '',
  workArrangement: '',
  openDate: null,
  deadline: null,
  description: '',
  doNotSave: false,
  interviewConfigured: true,
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'GBP',
  salaryPeriod: 'YEAR',
};

export function readDetails(role: ManagedRole): RoleDetails {
  return {
    name: role.name,
    roleType: role.roleType ?? '',
    roleLevel: role.roleLevel ?? '',
    department: role.department ?? '',
    location: role.location ?? '',
    employmentType: role.employmentType ?? '',
    workArrangement: role.workArrangement ?? '',
    openDate: role.openDate,
    deadline: role.deadline,
    description: role.description ?? '',
    doNotSave: role.doNotSave === true,
    interviewConfigured: role.interviewConfigured !== false,
    salaryMin: role.salary ? String(role.salary.min) : '',
    salaryMax: role.salary?.max == null ? '' : String(role.salary.max),
    salaryCurrency: role.salary?.currency ?? emptyDetails.salaryCurrency,
    salaryPeriod: role.salary?.period ?? emptyDetails.salaryPeriod,
  };
}

/** A typed amount as a number; null when blank or not an amount (the editor says which). */
export function readAmount(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/** The salary the inputs state, or null when both amounts are empty (the role states none). */
export function writeSalary(details: RoleDetails): RoleSalary | null {
  const min = readAmount(details.salaryMin);
  if (min === null) return null;
  return {
    min,
    max: readAmount(details.salaryMax),
    currency: details.salaryCurrency,
    period: details.salaryPeriod,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/** The role's template with the per-language forms replaced; its other parts (list columns) kept. */
function writeTemplate(template: unknown, form: BuilderForm, translations: Translations) {
  const kept = typeof template === 'object' && template !== null ? template : {};
  return { ...kept, jsonConfigurations: writeTranslations(form, translations) };
}

export function writeRole(
  details: RoleDetails,
  form: BuilderForm,
  translations: Translations,
  template: unknown,
) {
  return {
    name: details.name.trim(),
    roleType: details.roleType,
    roleLevel: orNull(details.roleLevel),
    department: orNull(details.department),
    location: orNull(details.location),
    employmentType: orNull(details.employmentType),
    workArrangement: orNull(details.workArrangement) as 'On-site' | 'Remote' | 'Hybrid' | null,
    openDate: details.openDate,
    deadline: details.deadline,
    description: details.description,
    doNotSave: details.doNotSave,
    interviewConfigured: details.interviewConfigured,
    salary: writeSalary(details),
    formConfiguration: writeForm(form),
    template: writeTemplate(template, form, translations),
  };
}

/** 'yyyy-mm-dd' of an epoch date in UTC, for a date input. */
export function toDateInput(epochSeconds: number | null): string {
  return epochSeconds === null ? '' : new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

/** A date input's day as epoch seconds: the open date from the day's start, the deadline to its end (UTC). */
export function fromDateInput(value: string, edge: 'start' | 'end'): number | null {
  if (value === '') return null;
  const start = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return Math.floor(start / 1000) + (edge === 'end' ? 86_399 : 0);
}

import type { ManagedRole } from '@shortlist/domain/schemas';
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
};

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

import type { CandidateStatus } from '@shortlist/domain/enums';
import type { FormConfiguration, FormField, FormSection } from '@shortlist/domain/schemas';
import type { ResponseEntry } from './form-answers.ts';

// What the form needs from the API's answers: a role's form configuration, and the candidate's own
// application as GET /candidate/{id} and POST /candidate/applyc/{roleId} answer it.

export type RoleFormConfiguration = FormConfiguration;
export type { FormField, FormSection };

export type ApplicationRole = {
  readonly id: number;
  readonly name: string;
  readonly formConfiguration: RoleFormConfiguration | null;
  readonly doNotSave: boolean;
};

export type ApplicationDocument = { readonly kind: string; readonly fileName: string };

/** The candidate's application as the form reads it. */
export type ApplicationView = {
  readonly id: number;
  readonly step: number;
  readonly candidateStatus: CandidateStatus;
  readonly organization: { readonly id: number; readonly name: string | null } | null;
  readonly role: ApplicationRole | null;
  readonly responses: readonly ResponseEntry[];
  readonly acceptTermAndConditions: boolean | null;
  readonly acceptRare: boolean | null;
  readonly acceptResearch: boolean | null;
  readonly documents: readonly ApplicationDocument[];
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const asBoolean = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readRole(value: unknown): ApplicationRole | null {
  if (!isObject(value) || typeof value.id !== 'number') return null;
  return {
    id: value.id,
    name: asText(value.name) ?? '',
    formConfiguration: isObject(value.formConfiguration)
      ? (value.formConfiguration as RoleFormConfiguration)
      : null,
    doNotSave: value.doNotSave === true,
  };
}

/** Reads a role reply (GET /{orgId}/roles/{roleId}) for the form. */
export function readRoleForm(value: unknown): ApplicationRole | null {
  return readRole(value);
}

/** Reads the application view out of the candidate the API answered; null when it is not one. */
export function readApplicationView(value: unknown): ApplicationView | null {
  if (!isObject(value) || typeof value.id !== 'number') return null;
  const organization = isObject(value.organization) ? value.organization : null;
  return {
    id: value.id,
    step: typeof value.step === 'number' ? value.step : 0,
    candidateStatus: (asText(value.candidateStatus) ?? 'PENDING') as CandidateStatus,
    organization:
      organization && typeof organization.id === 'number'
        ? { id: organization.id, name: asText(organization.name) }
        : null,
    role: readRole(value.role),
    responses: Array.isArray(value.responses) ? (value.responses as ResponseEntry[]) : [],
    acceptTermAndConditions: asBoolean(value.acceptTermAndConditions),
    acceptRare: asBoolean(value.acceptRare),
    acceptResearch: asBoolean(value.acceptResearch),
    documents: Array.isArray(value.documents)
      ? value.documents.filter(isObject).map((document) => ({
          kind: asText(document.kind) ?? '',
          fileName: asText(document.fileName) ?? '',
        }))
      : [],
  };
}

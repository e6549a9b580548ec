import { ApiError, callRoute } from '@shortlist/api-client';
import { createRole, fetchRole, updateRole } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditVersion } from '../../app/edit-version.tsx';
import { checkForm, targetOfPath } from './form-checks.ts';
import type { BuilderForm } from './form-model.ts';
import type { Translations } from './form-translations.ts';
import type { RoleDetails } from './role-draft.ts';
import { writeRole } from './role-draft.ts';
import { salaryInputOf, salaryProblems } from './salary-checks.ts';

// The role editor's state and its save: the domain's rules checked first, then the API's 400 field
// messages placed beside the input (details by name, the form by the step or question they name).

export type EditorStart = {
  roleId: number | null;
  /** The saved role's version (its updatedAt) the editor started from; null for a new role. */
  version: string | null;
  details: RoleDetails;
  form: BuilderForm;
  translations: Translations;
  template: unknown;
};

type ServerErrors = { details: Record<string, string>; form: Record<string, string>; other: string[] };
const noServerErrors: ServerErrors = { details: {}, form: {}, other: [] };

export function useRoleEditor(start: EditorStart, onSaved: (role: { id: number }, created: boolean) => void) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState(start.details);
  const [form, setFormState] = useState(start.form);
  const [translations, setTranslations] = useState(start.translations);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<ServerErrors>(noServerErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const editVersion = useEditVersion(start.version);

  const formProblems = useMemo(() => checkForm(form), [form]);
  const detailProblems: Record<string, string> = {};
  if (details.name.trim() === '') detailProblems.name = t('settings.editor.nameRequired');
  if (details.roleType === '') detailProblems.roleType = t('settings.editor.roleTypeRequired');
  if (details.openDate !== null && details.deadline !== null && details.deadline < details.openDate) {
    detailProblems.deadline = t('settings.editor.deadlineBeforeOpen');
  }
  for (const [field, problem] of Object.entries(salaryProblems(details))) {
    detailProblems[field] = t(`settings.editor.${problem}`);
  }
  const detailErrors = { ...(attempted ? detailProblems : {}), ...server.details };
  const errorOf = (target: string) => {
    const problem = formProblems[target];
    return server.form[target] ?? (problem ? t(`settings.builder.errors.${problem}`) : undefined);
  };
  const problemCount =
    Object.keys(formProblems).length +
    Object.keys({ ...detailProblems, ...server.details, ...server.form }).length;

  async function save() {
    setAttempted(true);
    setFailure(null);
    if (Object.keys(formProblems).length > 0 || Object.keys(detailProblems).length > 0) {
      focusFirstProblem();
      return;
    }
    setSaving(true);
    const sent = form;
    try {
      const body = writeRole(details, sent, translations, start.template);
      const roleId = start.roleId;
      const saved = (
        roleId === null
          ? await callRoute(api, createRole, { body })
          : await editVersion.save(
              (ifMatch) =>
                callRoute(api, updateRole, { params: { id: roleId }, body, ...(ifMatch ? { ifMatch } : {}) }),
              (role) => (role as { updatedAt: string }).updatedAt,
            )
      ) as { id: number } | undefined;
      // Someone else saved first: the conflict notice offers to reload or overwrite.
      if (saved === undefined) return;
      setServer(noServerErrors);
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      onSaved(saved, start.roleId === null);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const next: ServerErrors = { details: {}, form: {}, other: [] };
      for (const { field, message } of fields) {
        const target = targetOfPath(field, sent);
        if (target) next.form[target] = message;
        else if (field in details) next.details[field] = message;
        else if (salaryInputOf(field)) next.details[salaryInputOf(field) as string] = message;
        else next.other.push(message);
      }
      setServer(next);
      focusFirstProblem();
      setFailure(
        t('settings.editor.saveFailed', { reason: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setSaving(false);
    }
  }

  /** Overwrite: the stored version becomes this editor's, and the editor's changes are saved over it. */
  async function overwrite() {
    if (start.roleId === null) return;
    const latest = await callRoute(api, fetchRole, { params: { id: start.roleId } });
    editVersion.adopt(latest.updatedAt);
    await save();
  }

  return {
    details,
    form,
    translations,
    saving,
    stale: editVersion.stale,
    overwrite,
    failure,
    otherErrors: server.other,
    detailErrors,
    errorOf,
    problemCount: attempted ? problemCount : 0,
    changeDetails: (change: Partial<RoleDetails>) => {
      setDetails((current) => ({ ...current, ...change }));
      setServer((current) => ({ ...current, details: withoutKeys(current.details, Object.keys(change)) }));
    },
    setForm: (next: BuilderForm) => {
      setFormState(next);
      // The server's messages name the form as it was sent; once it changes they may point elsewhere.
      setServer((current) => ({ ...current, form: {} }));
    },
    setTranslations,
    save,
  };
}

const withoutKeys = (map: Record<string, string>, keys: string[]) =>
  Object.fromEntries(Object.entries(map).filter(([key]) => !keys.includes(key)));

// A keyboard or screen-reader user is taken to the first marked input, as a sighted user's eye would be.
function focusFirstProblem() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

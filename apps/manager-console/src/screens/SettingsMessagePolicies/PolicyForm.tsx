import { callRoute } from '@shortlist/api-client';
import type { StageMessagePolicyView } from '@shortlist/domain/contract';
import {
  resetStageMessagePolicy,
  resetSubStageMessagePolicy,
  saveStageMessagePolicy,
  saveSubStageMessagePolicy,
} from '@shortlist/domain/contract';
import type { StageMoveTemplateChoice } from '@shortlist/domain/stages';
import { messageTimingKinds, rejectionByStage } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, primaryToolButton, toolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import type { PolicyDraft } from './policy-draft.ts';
import { bodyOf, draftOf, sameDraft } from './policy-draft.ts';
import * as styles from './SettingsMessagePolicies.css.ts';

export const messagePoliciesKey = (orgId: number) => ['message-policies', orgId] as const;

/** One stage's or sub-stage's policy: whether, with which templates and when a move there tells candidates. */
export function PolicyForm({
  orgId,
  policy,
  title,
  onOutcome,
}: {
  orgId: number;
  policy: StageMessagePolicyView;
  title: string;
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy));
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const subStage = policy.subStageId !== null;
  const own = policy.source === (subStage ? 'sub-stage' : 'stage');
  const kind = (key: StageMoveTemplateChoice) =>
    key === rejectionByStage
      ? t('settings.messagePolicies.templates.rejected-by-stage')
      : t(`settings.messages.kinds.${key}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagePoliciesKey(orgId) });

  const save = useMutation({
    mutationFn: () => {
      const body = bodyOf(draft);
      const ifMatch = policy.version;
      return subStage
        ? callRoute(api, saveSubStageMessagePolicy, {
            params: { orgId, stageId: policy.stageId, substageId: policy.subStageId ?? 0 },
            body,
            ifMatch,
          })
        : callRoute(api, saveStageMessagePolicy, {
            params: { orgId, stageId: policy.stageId },
            body,
            ifMatch,
          });
    },
    onSuccess: async () => {
      setErrors(noFieldMessages);
      onOutcome({
        kind: 'success',
        message: t('settings.messagePolicies.saved', { stage: title }),
        at: Date.now(),
      });
      await refresh();
    },
    onError: async (failure) => {
      const { fields, message } = toSaveFailure(failure);
      setErrors(fields);
      onOutcome({ kind: 'failure', message, at: Date.now() });
    },
  });
  const reset = useMutation({
    mutationFn: () =>
      subStage
        ? callRoute(api, resetSubStageMessagePolicy, {
            params: { orgId, stageId: policy.stageId, substageId: policy.subStageId ?? 0 },
          })
        : callRoute(api, resetStageMessagePolicy, { params: { orgId, stageId: policy.stageId } }),
    onSuccess: async () => {
      onOutcome({
        kind: 'success',
        message: t('settings.messagePolicies.resetDone', { stage: title }),
        at: Date.now(),
      });
      await refresh();
    },
    onError: (failure) =>
      onOutcome({ kind: 'failure', message: toSaveFailure(failure).message, at: Date.now() }),
  });

  const change = (next: Partial<PolicyDraft>) => {
    setDraft({ ...draft, ...next });
    setErrors(noFieldMessages);
  };
  const busy = save.isPending || reset.isPending;
  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError} role="alert">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      className={styles.form}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p className={styles.formTitle}>{title}</p>
      <p className={styles.muted}>{t(`settings.messagePolicies.source.${policy.source}`)}</p>
      <label className={styles.inline}>
        <input
          type="checkbox"
          checked={draft.notify}
          disabled={busy}
          onChange={(event) => change({ notify: event.target.checked })}
        />
        {t('settings.messagePolicies.notify')}
      </label>
      {draft.notify ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('settings.messagePolicies.emailTemplate')}</label>
            <select
              id={`${id}-email`}
              className={compactControl}
              value={draft.emailTemplate}
              disabled={busy}
              aria-invalid={errors.emailTemplate ? true : undefined}
              aria-describedby={describedBy('emailTemplate')}
              onChange={(event) =>
                change({ emailTemplate: event.target.value as PolicyDraft['emailTemplate'] })
              }
            >
              <option value="">{t('settings.messagePolicies.noEmail')}</option>
              {policy.choosableTemplates.map((key) => (
                <option key={key} value={key}>
                  {kind(key)}
                </option>
              ))}
            </select>
            {errorOf('emailTemplate')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-sms`}>{t('settings.messagePolicies.smsTemplate')}</label>
            <select
              id={`${id}-sms`}
              className={compactControl}
              value={draft.smsTemplate}
              disabled={busy}
              aria-invalid={errors.smsTemplate ? true : undefined}
              aria-describedby={describedBy('smsTemplate')}
              onChange={(event) => change({ smsTemplate: event.target.value as PolicyDraft['smsTemplate'] })}
            >
              <option value="">{t('settings.messagePolicies.noText')}</option>
              {policy.choosableTemplates.map((key) => (
                <option key={key} value={key}>
                  {kind(key)}
                </option>
              ))}
            </select>
            {errorOf('smsTemplate')}
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('settings.messagePolicies.timing')}</legend>
            {messageTimingKinds.map((timing) => (
              <label key={timing} className={styles.inline}>
                <input
                  type="radio"
                  name={`${id}-timing`}
                  value={timing}
                  checked={draft.timing === timing}
                  disabled={busy}
                  onChange={() => change({ timing })}
                />
                {t(`settings.messagePolicies.timings.${timing}`)}
              </label>
            ))}
          </fieldset>
          {draft.timing === 'hold' ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-hold`}>{t('settings.messagePolicies.holdMinutes')}</label>
              <input
                id={`${id}-hold`}
                type="number"
                min={1}
                max={10080}
                inputMode="numeric"
                className={compactControl}
                value={draft.holdMinutes}
                disabled={busy}
                aria-invalid={errors.holdMinutes ? true : undefined}
                aria-describedby={describedBy('holdMinutes')}
                onChange={(event) => change({ holdMinutes: event.target.value })}
              />
              {errorOf('holdMinutes')}
            </div>
          ) : null}
          {draft.timing === 'scheduled' ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-time`}>{t('settings.messagePolicies.localTime')}</label>
              <input
                id={`${id}-time`}
                type="time"
                className={compactControl}
                value={draft.localTime}
                disabled={busy}
                aria-invalid={errors.localTime ? true : undefined}
                aria-describedby={describedBy('localTime')}
                onChange={(event) => change({ localTime: event.target.value })}
              />
              {errorOf('localTime')}
            </div>
          ) : null}
        </>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={primaryToolButton}
          disabled={busy || sameDraft(draft, draftOf(policy))}
          aria-label={t('settings.messagePolicies.save', { stage: title })}
        >
          {t('settings.messagePolicies.saveShort')}
        </button>
        {own ? (
          <button
            type="button"
            className={toolButton}
            disabled={busy}
            aria-label={t('settings.messagePolicies.reset', { stage: title })}
            onClick={() => reset.mutate()}
          >
            {t('settings.messagePolicies.resetShort')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

import type { StageMoveTemplateChoice } from '@shortlist/domain/stages';
import { rejectionByStage } from '@shortlist/domain/stages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import { audienceSentence, zoneCity } from './audience-sentence.ts';
import * as styles from './MoveMessageFields.css.ts';
import type { MoveMessageChoice } from './move-message-choice.ts';
import type { MoveSelection } from './use-stage-move-preview.ts';
import { useStageMovePreview } from './use-stage-move-preview.ts';

const noMessage = 'none';

/**
 * Before a move: whether and when the candidates will be told and with which template (a sample for one of
 * them), another template or none to choose, and for a rejection the reason from the organisation's list.
 */
export function MoveMessageFields({
  orgId,
  target,
  selection,
  value,
  onChange,
}: {
  orgId: number | null | undefined;
  target: { stageId: number; substageId: number | null } | null;
  selection: MoveSelection;
  value: MoveMessageChoice;
  onChange: (next: MoveMessageChoice) => void;
}) {
  const { t, i18n } = useTranslation('manager');
  const id = useId();
  const preview = useStageMovePreview(orgId, target, selection, value);
  if (target === null) return null;
  if (preview.isPending) return <p className={styles.muted}>{t('moveMessages.checking')}</p>;
  if (preview.isError) return <p className={styles.muted}>{t('moveMessages.unknown')}</p>;
  const data = preview.data;
  const kind = (key: StageMoveTemplateChoice) =>
    key === rejectionByStage
      ? t('settings.messagePolicies.templates.rejected-by-stage')
      : t(`settings.messages.kinds.${key}`);
  const when =
    data.sendAt === null
      ? t('moveMessages.atOnce')
      : t('moveMessages.at', {
          time: new Intl.DateTimeFormat(toLocale(i18n.language), {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: data.timeZone,
          }).format(new Date(data.sendAt)),
          zone: zoneCity(data.timeZone),
        });
  const templateValue = value.send ? value.template : noMessage;
  return (
    <div className={styles.box}>
      <p className={styles.summary} role="status">
        {data.notify
          ? audienceSentence(t, data.counts, when, toLocale(i18n.language))
          : t('moveMessages.nobody')}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-template`}>{t('moveMessages.template')}</label>
        <select
          id={`${id}-template`}
          className={styles.select}
          value={templateValue}
          onChange={(event) => {
            const next = event.target.value;
            onChange(
              next === noMessage
                ? { ...value, send: false, template: '' }
                : { ...value, send: true, template: next as MoveMessageChoice['template'] },
            );
          }}
        >
          <option value="">{t('moveMessages.stagePolicy')}</option>
          {data.choosableTemplates.map((key) => (
            <option key={key} value={key}>
              {kind(key)}
            </option>
          ))}
          <option value={noMessage}>{t('moveMessages.doNotSend')}</option>
        </select>
      </div>
      {data.reasonRequired ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>{t('moveMessages.reason')}</label>
          <select
            id={`${id}-reason`}
            className={styles.select}
            value={value.reasonId}
            required
            aria-required="true"
            onChange={(event) => onChange({ ...value, reasonId: event.target.value })}
          >
            <option value="">{t('moveMessages.chooseReason')}</option>
            {data.reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {data.sample ? (
        <details>
          <summary>{t('moveMessages.sample')}</summary>
          {data.sample.subject ? <p className={styles.summary}>{data.sample.subject}</p> : null}
          <p className={styles.sample}>{data.sample.body}</p>
        </details>
      ) : null}
    </div>
  );
}

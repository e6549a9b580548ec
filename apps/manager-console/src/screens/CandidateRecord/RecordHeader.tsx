import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { MessageCandidateButton } from '../Messaging/MessageCandidateButton.tsx';
import * as styles from './RecordHeader.css.ts';
import { isoToEpochSeconds } from './record-format.ts';
import { personName, stageLabel, statusLabel, subStageLabel } from './record-labels.ts';

export type RecordHeaderProps = {
  record: OrganizationCandidateView;
  /** The list the record was opened from (already checked to be inside the console). */
  returnTo: string;
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Who the candidate is and where their application stands, with the way back to the list. */
export function RecordHeader({ record, returnTo }: RecordHeaderProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  const { person, application } = record;
  const { assignee, subStage } = application;
  const assigneeName = assignee
    ? [assignee.firstName, assignee.lastName].filter(Boolean).join(' ') || assignee.email
    : null;

  return (
    <header className={styles.header}>
      <Link className={styles.backLink} to={returnTo}>
        ← {t('record.backToList')}
      </Link>
      <h1 className={styles.name}>{personName(t, person)}</h1>
      <MessageCandidateButton candidateId={record.id} />
      <dl className={styles.facts} aria-label={t('record.facts.label')}>
        <Fact term={t('record.facts.email')}>
          {person?.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}
        </Fact>
        <Fact term={t('record.facts.role')}>
          {application.role?.name ?? <span className={styles.muted}>{t('record.noRole')}</span>}
        </Fact>
        <Fact term={t('record.facts.stage')}>
          {stageLabel(t, application.stage.id)}
          {subStage ? <span className={styles.muted}> · {subStageLabel(t, subStage.code)}</span> : null}
        </Fact>
        <Fact term={t('record.facts.status')}>{statusLabel(t, application.status)}</Fact>
        <Fact term={t('record.facts.appliedAt')}>
          {application.appliedAt === null ? (
            <span className={styles.muted}>{t('record.notApplied')}</span>
          ) : (
            formatShortDate(isoToEpochSeconds(application.appliedAt), locale)
          )}
        </Fact>
        <Fact term={t('record.facts.assignee')}>
          {assigneeName ?? <span className={styles.muted}>{t('record.unassigned')}</span>}
        </Fact>
        <Fact term={t('record.facts.candidateId')}>{record.id}</Fact>
      </dl>
    </header>
  );
}

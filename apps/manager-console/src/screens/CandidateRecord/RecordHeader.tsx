import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { MessageCandidateButton } from '../Messaging/MessageCandidateButton.tsx';
import { BlindReviewNotice, isBlindHidden } from './BlindReviewNotice.tsx';
import { MoveControl } from './MoveControl.tsx';
import { NeighbourLinks } from './NeighbourLinks.tsx';
import * as actionStyles from './RecordActions.css.ts';
import * as styles from './RecordHeader.css.ts';
import { isoToEpochSeconds } from './record-format.ts';
import { blindLabel, personName, stageLabel, statusLabel, subStageLabel } from './record-labels.ts';

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

  // Decision: under blind review the heading names the application by its id, so two hidden candidates differ.
  const name = isBlindHidden(record) ? blindLabel(t, record.id) : personName(t, person);

  return (
    <header className={styles.header}>
      <div className={styles.topLine}>
        <Link className={styles.backLink} to={returnTo}>
          ← {t('record.backToList')}
        </Link>
        <NeighbourLinks candidateId={record.id} returnTo={returnTo} />
      </div>
      <div className={styles.titleLine}>
        <h1 className={styles.name}>{name}</h1>
        {record.blindReview.active ? (
          <span className={actionStyles.badge}>{t('recordActions.blind.badge')}</span>
        ) : null}
        <MessageCandidateButton candidateId={record.id} />
      </div>
      <BlindReviewNotice record={record} />
      <dl className={styles.facts} aria-label={t('record.facts.label')}>
        <Fact term={t('record.facts.email')}>
          {person?.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}
          {person && !person.emailVerified && application.status !== 'NOT_VERIFIED' ? (
            <span className={actionStyles.warningBadge}>{t('recordActions.unverifiedEmail')}</span>
          ) : null}
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
      {/* Keyed by candidate: the next candidate's control starts from their own stage. */}
      <MoveControl key={record.id} record={record} />
    </header>
  );
}

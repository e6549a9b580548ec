import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { ScorecardsPanel } from '../Scorecards/ScorecardsPanel.tsx';
import { AdjustmentsSection } from './AdjustmentsSection.tsx';
import { ApplicationAnswers } from './ApplicationAnswers.tsx';
import * as styles from './CandidateRecordScreen.css.ts';
import { DocumentsSection } from './DocumentsSection.tsx';
import { InviteToTestAction } from './InviteToTestAction.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import {
  CodesPanel,
  ContactHistoryPanel,
  ContextualFlagsPanel,
  EventsPanel,
  ScoresPanel,
} from './panels/index.ts';
import { RecordHeader } from './RecordHeader.tsx';
import { RecordLoadState, readCandidateId } from './RecordLoadState.tsx';
import { HistoryPanel, NotesPanel } from './RecordPanels.tsx';
import { resolveReturnAddress } from './return-address.ts';
import { isNotFound, useCandidateRecord } from './use-candidate-record.ts';

/**
 * /manager/candidate/{candidateId}?return=<list>: one application (issues 12 and 13). The header (move,
 * previous / next, blind review) across the page; below it what the candidate gave on the left (profile,
 * answers, documents, adjustments, notes) and what the organisation made of it on the right, in the order a
 * reviewer reads it: contextual flags, scorecards (issue 33), scores, stage history, contact history, codes and events.
 */
export default function CandidateRecordScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const [searchParams] = useSearchParams();
  const returnTo = resolveReturnAddress(searchParams.get('return'));
  const candidateId = readCandidateId(useParams().candidateId);
  const orgId = useOrganizationId();
  const record = useCandidateRecord(candidateId === null ? null : (orgId ?? null), candidateId ?? 0);
  // A malformed id, a manager without an organisation and a 404 all mean there is nothing to show here.
  const missing = candidateId === null || orgId === null || isNotFound(record.error);

  if (!missing && record.isSuccess) {
    return (
      <ManagerPage>
        {/* Keyed by candidate: going to the next one never carries a half-typed note or choice over. */}
        <div key={record.data.id} className={styles.record}>
          <RecordHeader record={record.data} returnTo={returnTo} />
          <div className={styles.columns}>
            <div className={styles.column}>
              <ProfileSection
                profile={record.data.profile}
                socialMobilityVisible={record.data.socialMobilityVisible}
              />
              <ApplicationAnswers record={record.data} />
              <DocumentsSection record={record.data} />
              <AdjustmentsSection key={record.data.id} record={record.data} />
              <NotesPanel orgId={record.data.organizationId} candidateId={record.data.id} />
            </div>
            <div className={styles.column}>
              <ContextualFlagsPanel flags={record.data.contextualFlags} />
              <ScorecardsPanel
                orgId={record.data.organizationId}
                candidateId={record.data.id}
                currentStageId={record.data.application.stage.id}
              />
              <ScoresPanel record={record.data} />
              <HistoryPanel candidateId={record.data.id} />
              <ContactHistoryPanel orgId={record.data.organizationId} candidateId={record.data.id} />
              <CodesPanel
                codes={record.data.codes}
                actions={<InviteToTestAction candidateId={record.data.id} />}
              />
              <EventsPanel events={record.data.events} />
            </div>
          </div>
        </div>
      </ManagerPage>
    );
  }

  return (
    <ManagerPage title={t('record.title')}>
      <div className={styles.problem}>
        <Link className={styles.backLink} to={returnTo}>
          ← {t('record.backToList')}
        </Link>
        <RecordLoadState
          missing={missing}
          record={record}
          words={{
            notFound: t('record.notFound'),
            notFoundText: t('record.notFoundText'),
            loadFailed: t('record.loadFailed'),
          }}
        />
      </div>
    </ManagerPage>
  );
}

import type { Database } from '../db/database.ts';
import { createCandidateEventService } from '../events/candidate-events.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { createCandidateInterviewService } from '../scheduling/candidate-interviews.ts';
import type { Settings } from '../settings.ts';
import { createCandidateApplicationService } from './applications.ts';
import { createCandidateFileService } from './files.ts';
import { createCandidateLifecycleService } from './lifecycle.ts';
import { createCandidateSignatureService } from './signatures.ts';
import { createCandidateSubmissionService } from './submission.ts';
import { createCandidateWithdrawalService } from './withdrawal.ts';

/** The services behind /api/v1/candidate (§7 Candidate), one per concern. */
export function createCandidateServices(
  db: Database,
  outbox: Outbox,
  files: FileStore,
  settings: Pick<Settings, 'publicUrl'>,
) {
  return {
    applications: createCandidateApplicationService(db, files),
    submission: createCandidateSubmissionService(db, outbox),
    lifecycle: createCandidateLifecycleService(db),
    files: createCandidateFileService(db, files),
    interviews: createCandidateInterviewService(db),
    events: createCandidateEventService(db, outbox, settings),
    signatures: createCandidateSignatureService(db),
    withdrawal: createCandidateWithdrawalService(db, outbox, settings),
  };
}

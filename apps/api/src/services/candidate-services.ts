import type { Database } from '../db/database.ts';
import { createCandidateApplicationService } from './candidate-applications.ts';
import { createCandidateEventService } from './candidate-events.ts';
import { createCandidateFileService } from './candidate-files.ts';
import { createCandidateInterviewService } from './candidate-interviews.ts';
import { createCandidateLifecycleService } from './candidate-lifecycle.ts';
import { createCandidateSignatureService } from './candidate-signatures.ts';
import { createCandidateSubmissionService } from './candidate-submission.ts';
import type { FileStore } from './file-store.ts';
import type { Outbox } from './outbox.ts';

/** The services behind /api/v1/candidate (§7 Candidate), one per concern. */
export function createCandidateServices(db: Database, outbox: Outbox, files: FileStore) {
  return {
    applications: createCandidateApplicationService(db, files),
    submission: createCandidateSubmissionService(db, outbox),
    lifecycle: createCandidateLifecycleService(db),
    files: createCandidateFileService(db, files),
    interviews: createCandidateInterviewService(db),
    events: createCandidateEventService(db),
    signatures: createCandidateSignatureService(db),
  };
}

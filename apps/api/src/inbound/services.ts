import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { createEmailReplies } from './email-replies.ts';
import { createReplyHistory } from './reply-history.ts';
import { createReplyStore } from './reply-store.ts';
import { createSmsReplies } from './sms-replies.ts';

/** Replies that come back (issue 32): by email (the SMTP listener), by text (the webhook), and their history. */
export function createInboundServices(db: Database, outbox: Outbox, files: FileStore, settings: Settings) {
  const store = createReplyStore(db, outbox, files, settings);
  return {
    emailReplies: createEmailReplies(db, store, settings),
    smsReplies: createSmsReplies(db, store, settings),
    history: createReplyHistory(db),
  };
}

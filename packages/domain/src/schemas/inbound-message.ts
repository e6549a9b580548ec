import { z } from 'zod';
import { readableErrors } from './fields.ts';

/**
 * POST /api/public/sms/replies: a Twilio-style provider's form post of a text someone sent us. Only the
 * four fields below are read; the provider's other fields (AccountSid, NumMedia...) are kept for the
 * signature, which covers every posted field, and otherwise ignored.
 */
export const smsReplySchema = z.looseObject(
  {
    From: z.string(readableErrors).trim().min(1).max(32),
    To: z.string(readableErrors).trim().min(1).max(32),
    Body: z.string(readableErrors).max(10_000),
    MessageSid: z
      .string(readableErrors)
      .trim()
      .regex(/^[A-Za-z0-9]{10,64}$/, { error: 'A message id holds 10 to 64 letters and digits.' }),
  },
  readableErrors,
);
export type SmsReply = z.output<typeof smsReplySchema>;

/** A file a reply carried, kept as one of the candidate's documents (null once that document was removed). */
export interface InboundAttachmentView {
  documentId: number;
  fileName: string;
}

/** One reply in a candidate's contact history (GET .../replies), newest first. */
export interface InboundMessageView {
  id: number;
  /** The application it was matched to (the person's latest-changed one here); its files are that one's documents. */
  candidateId: number;
  channel: 'EMAIL' | 'SMS';
  /** The address or number it came from; null during blind review. */
  sender: string | null;
  subject: string | null;
  /** The reply's own words, quoted history taken out; null during blind review. */
  body: string | null;
  receivedAt: string;
  attachments: InboundAttachmentView[];
  /** Files the reply carried that were not kept (a type candidates may not upload, or too large). */
  attachmentsRefused: number;
  /** The application was at a blind-review stage when read: sender, text and files are withheld. */
  hiddenByBlindReview: boolean;
}

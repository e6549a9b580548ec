import { callRoute } from '@shortlist/api-client';
import { listMessageTemplates, sendCandidateMessages } from '@shortlist/domain/contract';
import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageSendResult, MessageTemplate, SearchFilterInput } from '@shortlist/domain/schemas';
import { messageTemplateKinds } from '@shortlist/domain/schemas';
import { countSmsMessages, findNonGsmCharacters } from '@shortlist/domain/validation';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldMessages } from './field-errors.ts';
import { readFieldErrors } from './field-errors.ts';
import type { MessageTexts } from './MessageTextFields.tsx';
import { findUnknownMergeFields } from './merge-fields.ts';

export const messageTemplatesKey = ['message-templates'] as const;

/** The templates of the organisation, shared by the templates screen and the send dialog. */
export function useMessageTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: messageTemplatesKey,
    queryFn: ({ signal }) => callRoute(api, listMessageTemplates, { signal }),
  });
}

/** The send dialog's message: channel, template, texts; sending it, and what came back. */
export function useSendMessage(filter: SearchFilterInput) {
  const api = useApi();
  const [channel, setChannelState] = useState<ContactChannel>('EMAIL');
  const [template, setTemplate] = useState<MessageTemplate | null>(null);
  const [texts, setTexts] = useState<MessageTexts>({ subject: '', body: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<MessageSendResult | null>(null);

  // The server merges a written message with the fields of 'direct' only, whichever template it came from.
  const mergeFields = messageTemplateKinds.direct.mergeFields;
  const unknownFields = findUnknownMergeFields(
    channel === 'EMAIL' ? `${texts.subject}\n${texts.body}` : texts.body,
    mergeFields,
  );
  const bodyOk =
    texts.body.trim() !== '' &&
    (channel === 'EMAIL' ||
      (findNonGsmCharacters(texts.body).length === 0 && countSmsMessages(texts.body) !== null));
  const ready = bodyOk && (channel === 'SMS' || texts.subject.trim() !== '');

  function setChannel(next: ContactChannel) {
    setChannelState(next);
    // A template belongs to one channel; the texts written so far stay.
    setTemplate(null);
    setErrors({});
  }

  function chooseTemplate(next: MessageTemplate | null) {
    setTemplate(next);
    setErrors({});
    if (next) setTexts({ subject: next.subject ?? '', body: next.body });
  }

  function edit(next: MessageTexts) {
    setTexts(next);
    setErrors({});
  }

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      const body = {
        channel,
        subject: channel === 'EMAIL' ? texts.subject : null,
        body: texts.body,
        templateKey: template?.key ?? null,
        filter,
      };
      setResult(await callRoute(api, sendCandidateMessages, { body }));
    } catch (caught) {
      const read = readFieldErrors(caught);
      setErrors(read.fields);
      setFailure(read.general);
    } finally {
      setSending(false);
    }
  }

  return {
    channel,
    setChannel,
    template,
    chooseTemplate,
    texts,
    edit,
    mergeFields,
    unknownFields,
    errors,
    failure,
    sending,
    ready,
    send,
    result,
  };
}

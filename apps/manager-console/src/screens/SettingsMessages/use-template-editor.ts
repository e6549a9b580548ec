import { callRoute } from '@shortlist/api-client';
import { resetMessageTemplate, saveMessageTemplate } from '@shortlist/domain/contract';
import type { MessageTemplate } from '@shortlist/domain/schemas';
import { editVersionOf, smsTextIssues } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditVersion } from '../../app/edit-version.tsx';
import type { FieldMessages } from '../Messaging/field-errors.ts';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import type { MessageTexts } from '../Messaging/MessageTextFields.tsx';
import { messageTemplatesKey } from '../Messaging/use-send-message.ts';

export type EditorNotice = { kind: 'success' | 'failure'; message: string } | null;

const textsOf = (template: MessageTemplate): MessageTexts => ({
  subject: template.subject ?? '',
  body: template.body,
});

/** One template's unsaved texts, saving them and going back to the default, with the server's field messages. */
export function useTemplateEditor(template: MessageTemplate) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState(() => textsOf(template));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<EditorNotice>(null);
  const [saving, setSaving] = useState(false);
  const editVersion = useEditVersion(editVersionOf(template.updatedAt));
  const params = { key: template.key, channel: template.channel };
  const saved = textsOf(template);
  const changed = texts.subject !== saved.subject || texts.body !== saved.body;
  const email = template.channel === 'EMAIL';
  const valid =
    texts.body.trim() !== '' &&
    (email ? texts.subject.trim() !== '' : smsTextIssues(texts.body).length === 0);

  function edit(next: MessageTexts) {
    setTexts(next);
    setErrors({});
  }

  async function save() {
    setSaving(true);
    setNotice(null);
    try {
      const body = { subject: email ? texts.subject : null, body: texts.body };
      const updated = await editVersion.save(
        (ifMatch) => callRoute(api, saveMessageTemplate, { params, body, ...(ifMatch ? { ifMatch } : {}) }),
        (template) => editVersionOf(template.updatedAt),
      );
      // Someone else saved first: the conflict notice offers to reload or overwrite.
      if (updated === undefined) return;
      queryClient.setQueryData<MessageTemplate[]>(messageTemplatesKey, (list) =>
        list?.map((item) => (item.key === updated.key && item.channel === updated.channel ? updated : item)),
      );
      setTexts(textsOf(updated));
      setNotice({ kind: 'success', message: t('settings.messages.editor.saved') });
    } catch (failure) {
      const read = readFieldErrors(failure);
      setErrors(read.fields);
      setNotice({ kind: 'failure', message: read.general ?? t('settings.messages.editor.failed') });
    } finally {
      setSaving(false);
    }
  }

  /** The template as stored now (someone else's save, or the default after a reset). */
  async function readStored() {
    await queryClient.invalidateQueries({ queryKey: messageTemplatesKey });
    const list = queryClient.getQueryData<MessageTemplate[]>(messageTemplatesKey) ?? [];
    return list.find((item) => item.key === template.key && item.channel === template.channel);
  }

  async function reset() {
    await callRoute(api, resetMessageTemplate, { params });
    const fresh = await readStored();
    editVersion.adopt(editVersionOf(fresh?.updatedAt));
    if (fresh) setTexts(textsOf(fresh));
    setErrors({});
    setNotice({ kind: 'success', message: t('settings.messages.editor.resetDone') });
  }

  /** Reload: someone else's texts replace this editor's, and their version becomes its own. */
  async function reload() {
    const fresh = await readStored();
    editVersion.adopt(editVersionOf(fresh?.updatedAt));
    if (fresh) setTexts(textsOf(fresh));
    setErrors({});
  }

  /** Overwrite: this editor's texts are saved over someone else's. */
  async function overwrite() {
    const fresh = await readStored();
    editVersion.adopt(editVersionOf(fresh?.updatedAt));
    await save();
  }

  return {
    texts,
    edit,
    stale: editVersion.stale,
    reload,
    overwrite,
    errors,
    notice,
    clearNotice: () => setNotice(null),
    saving,
    changed,
    valid,
    save,
    reset,
  };
}

import { callRoute } from '@shortlist/api-client';
import { updateContactPreferences } from '@shortlist/domain/contract';
import type { ContactChannel } from '@shortlist/domain/enums';
import { contactChannels } from '@shortlist/domain/enums';
import { contactPreferencesSchema } from '@shortlist/domain/schemas';
import { Button, CheckboxListField, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell, useShellStore } from '../../react/shell-context.ts';
import * as shared from '../shared/FormStack.css.ts';
import { useCheckedSubmit } from '../use-checked-submit.ts';
import { readContactChannels, readMobile } from './account-user.ts';

/** EMAIL and SMS, with a UK mobile when SMS is chosen (PUT /user/security, §5, §8 'user:security:updated'). */
export function ContactPreferences() {
  const { t } = useTranslation();
  const { api, process, user: userStore } = useShell();
  const user = useShellStore(userStore, (state) => state.user);
  const headingId = useId();
  const [channels, setChannels] = useState<string[]>(() => readContactChannels(user));
  const [mobile, setMobile] = useState(() => readMobile(user));
  const { errors, saving, submit: checkThenSend } = useCheckedSubmit(contactPreferencesSchema);
  const labels: Record<ContactChannel, string> = {
    EMAIL: t('account.contactByEmail'),
    SMS: t('account.contactBySms'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      channels: contactChannels.filter((channel) => channels.includes(channel)),
      mobile: mobile.trim() === '' ? null : mobile,
    };
    await checkThenSend(values, async (checked) => {
      const updated = await process
        .getState()
        .track('user:security:updated', () => callRoute(api, updateContactPreferences, { body: checked }));
      userStore.getState().setUser(updated);
    });
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('account.contactPreferences')}
      </h2>
      <form className={shared.stack} noValidate onSubmit={submit}>
        <CheckboxListField
          label={t('account.contactChannels')}
          name="channels"
          options={contactChannels.map((channel) => ({ value: channel, label: labels[channel] }))}
          values={channels}
          onChange={setChannels}
          error={errors.channels}
        />
        <TextField
          label={t('account.mobile')}
          helperText={t('account.mobileHelp')}
          type="tel"
          name="mobile"
          autoComplete="tel"
          required={channels.includes('SMS')}
          value={mobile}
          onChange={setMobile}
          error={errors.mobile}
        />
        <div className={shared.actions}>
          <Button type="submit" loading={saving}>
            {t('account.savePreferences')}
          </Button>
        </div>
      </form>
    </section>
  );
}

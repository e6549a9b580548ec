import { Page } from '@shortlist/shell/react';
import {
  Button,
  buttonVariants,
  CheckboxField,
  createYesNoOptions,
  DropdownField,
  EmptyState,
  PillSelector,
  SlotGrid,
  TextField,
  ToggleField,
} from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as appStyles from '../../app/app.css.ts';
import { formatDay, formatTimeRange, toLocale } from '../../app/format.ts';
import * as styles from './UiPreviewScreen.css.ts';

const hour = 3600;

/** Three sample slots tomorrow from 10:00: one booked, two free. */
function sampleSlots(now: Date) {
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(10, 0, 0, 0);
  const start = Math.floor(tomorrow.getTime() / 1000);
  return [0, 1, 2].map((index) => ({
    startDateTime: start + index * hour,
    endDateTime: start + index * hour + hour / 2,
  }));
}

/** /ui: a short living style page of the kit in this brand's theme. */
export default function UiPreviewScreen() {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const locale = toLocale(i18n.language);
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [relocate, setRelocate] = useState<string | null>(null);
  const [alerts, setAlerts] = useState(true);
  const [accepted, setAccepted] = useState(false);
  const [now] = useState(() => new Date());
  const slots = sampleSlots(now);
  const [chosen, setChosen] = useState<number | null>(null);
  const variantLabels = {
    primary: t('uiPreview.primary'),
    secondary: t('uiPreview.secondary'),
    danger: t('uiPreview.danger'),
    text: t('uiPreview.text'),
  } as const;

  return (
    <Page layout="fullWidth" title={t('uiPreview.title')} subtitle={t('uiPreview.intro')}>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="ui-buttons">
          <h2 id="ui-buttons" className={styles.sectionTitle}>
            {t('uiPreview.buttons')}
          </h2>
          <div className={appStyles.actions}>
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant} size="medium">
                {variantLabels[variant]}
              </Button>
            ))}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="ui-fields">
          <h2 id="ui-fields" className={styles.sectionTitle}>
            {t('uiPreview.fields')}
          </h2>
          <TextField
            label={t('uiPreview.sampleName')}
            value={name}
            onChange={setName}
            {...(name.trim() === '' ? { error: t('uiPreview.sampleNameError') } : {})}
          />
          <DropdownField
            label={t('uiPreview.sampleStart')}
            emptyChoiceLabel={t('roles.filters.any')}
            options={[
              { value: 'autumn', label: t('uiPreview.sampleStartOptions.autumn') },
              { value: 'spring', label: t('uiPreview.sampleStartOptions.spring') },
            ]}
            value={start}
            onChange={setStart}
          />
          <PillSelector
            label={t('uiPreview.sampleChoice')}
            options={createYesNoOptions({ yes: t('common:form.yes'), no: t('common:form.no') })}
            value={relocate}
            onChange={setRelocate}
          />
          <ToggleField label={t('uiPreview.sampleSwitch')} checked={alerts} onChange={setAlerts} />
          <CheckboxField label={t('signup.acceptTerms')} checked={accepted} onChange={setAccepted} />
        </section>
        <section className={styles.section} aria-labelledby="ui-slots">
          <h2 id="ui-slots" className={styles.sectionTitle}>
            {t('uiPreview.slots')}
          </h2>
          <SlotGrid
            label={t('interview.slotsLabel')}
            slots={slots}
            bookings={[{ selectedTime: slots[0]?.startDateTime ?? null }]}
            now={now}
            stateLabels={{
              Booked: t('interview.state.Booked'),
              Passed: t('interview.state.Passed'),
              Available: t('interview.state.Available'),
            }}
            formatDay={(seconds) => formatDay(seconds, locale)}
            formatTime={(slot) => formatTimeRange(slot.startDateTime, slot.endDateTime, locale)}
            onSelect={(slot) => setChosen(slot.startDateTime)}
            selectedStart={chosen}
          />
        </section>
        <section className={styles.section} aria-labelledby="ui-states">
          <h2 id="ui-states" className={styles.sectionTitle}>
            {t('uiPreview.states')}
          </h2>
          <EmptyState headingLevel={3} title={t('uiPreview.emptyTitle')} text={t('uiPreview.emptyText')} />
        </section>
      </div>
    </Page>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControl, primaryToolButton, toolButton } from '../../app/controls.css.ts';
import * as styles from './SettingsStages.css.ts';

/** Under a stage's sub-stages: add one by its code, discard the unsaved changes, save the stage. */
export function StageToolbar({
  stageName,
  saving,
  dirty,
  onAdd,
  onDiscard,
  onSave,
}: {
  stageName: string;
  saving: boolean;
  dirty: boolean;
  onAdd: (code: string) => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [adding, setAdding] = useState('');
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        if (!adding.trim()) return;
        onAdd(adding);
        setAdding('');
      }}
    >
      <label htmlFor={`${id}-add`} className={styles.addLabel}>
        {t('settings.stages.newCode')}
      </label>
      <input
        id={`${id}-add`}
        className={compactControl}
        value={adding}
        maxLength={50}
        onChange={(event) => setAdding(event.target.value)}
      />
      <button type="submit" className={toolButton} disabled={saving || !adding.trim()}>
        {t('settings.stages.add')}
      </button>
      <span className={styles.save}>
        {dirty ? (
          <button type="button" className={toolButton} disabled={saving} onClick={onDiscard}>
            {t('settings.stages.discard')}
          </button>
        ) : null}
        <button
          type="button"
          className={primaryToolButton}
          disabled={saving}
          aria-label={t('settings.stages.saveStage', { stage: stageName })}
          onClick={onSave}
        >
          {saving ? t('settings.stages.saving') : t('settings.stages.save')}
        </button>
      </span>
    </form>
  );
}

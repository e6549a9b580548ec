import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
import type { SortAnnouncements } from '../Settings/SortableList.tsx';
import { SortableList } from '../Settings/SortableList.tsx';
import * as styles from './SettingsStages.css.ts';
import { SubStageRow } from './SubStageRow.tsx';
import type { SubStageDraft } from './sub-stage-draft.ts';

export interface SortableSubStagesProps {
  items: readonly SubStageDraft[];
  radioName: string;
  /** Messages by 'index.code' or 'index', as the API and the domain check name them. */
  errors: FieldMessages;
  disabled: boolean;
  onChange: (
    change: { type: 'rename'; key: string; code: string } | { type: 'default' | 'remove'; key: string },
  ) => void;
  onMove: (from: number, to: number) => void;
}

/** The stage's sub-stages, reordered by drag and drop (pointer or keyboard) or by Move up/down. */
export function SortableSubStages({
  items,
  radioName,
  errors,
  disabled,
  onChange,
  onMove,
}: SortableSubStagesProps) {
  const { t } = useTranslation('manager');
  const nameOf = (item: SubStageDraft, index: number) =>
    item.code.trim() || t('settings.stages.unnamed', { position: index + 1 });
  const announce: SortAnnouncements = {
    instructions: t('settings.stages.dragHelp'),
    start: ({ name, ...words }) => t('settings.stages.announce.start', { ...words, code: name }),
    over: ({ name, ...words }) => t('settings.stages.announce.over', { ...words, code: name }),
    end: ({ name, ...words }) => t('settings.stages.announce.end', { ...words, code: name }),
    cancel: ({ name, ...words }) => t('settings.stages.announce.cancel', { ...words, code: name }),
  };
  return (
    <SortableList
      items={items}
      idOf={(item) => item.key}
      nameOf={nameOf}
      announce={announce}
      onMove={onMove}
      disabled={disabled}
      className={styles.list}
      itemClassName={styles.row}
      draggingClassName={styles.draggingRow}
      renderItem={(item, index, handle) => (
        <SubStageRow
          item={item}
          name={nameOf(item, index)}
          handle={handle}
          position={index}
          count={items.length}
          radioName={radioName}
          error={errors[`${index}.code`] ?? errors[`${index}`]}
          disabled={disabled}
          onRename={(code) => onChange({ type: 'rename', key: item.key, code })}
          onDefault={() => onChange({ type: 'default', key: item.key })}
          onRemove={() => onChange({ type: 'remove', key: item.key })}
          onMove={(to) => onMove(index, to)}
        />
      )}
    />
  );
}

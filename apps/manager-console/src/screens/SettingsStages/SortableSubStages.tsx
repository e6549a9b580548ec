import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../Settings/field-errors.ts';
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
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map((item) => item.key);
  const describe = (id: string | number | undefined) => {
    const index = keys.indexOf(String(id));
    const code = items[index]?.code.trim() || t('settings.stages.unnamed', { position: index + 1 });
    return { code, position: index + 1, count: items.length };
  };
  // The spoken position is where the item would land: the one it is over.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('settings.stages.announce.start', describe(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? t('settings.stages.announce.over', { ...describe(active.id), position: describe(over.id).position })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('settings.stages.announce.end', { ...describe(active.id), position: describe(over.id).position })
        : undefined,
    onDragCancel: ({ active }) => t('settings.stages.announce.cancel', describe(active.id)),
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('settings.stages.dragHelp') },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className={styles.list}>
          {items.map((item, index) => (
            <SubStageRow
              key={item.key}
              item={item}
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
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

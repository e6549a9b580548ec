import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SortableList.css.ts';

// A vertical list reordered by drag and drop (pointer or keyboard: dnd-kit's keyboard sensor), with its
// moves read out by screen readers; each item gets a drag handle to place where it likes.

export type DragHandle = HTMLAttributes<HTMLButtonElement> & { ref: (node: HTMLElement | null) => void };

type SortableListProps<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: DragHandle) => ReactNode;
  className?: string;
};

function SortableItem({ id, children }: { id: string; children: (handle: DragHandle) => ReactNode }) {
  const sortable = useSortable({ id });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? styles.dragging : styles.item}
    >
      {children({ ...sortable.attributes, ...sortable.listeners, ref: sortable.setActivatorNodeRef })}
    </li>
  );
}

export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onMove,
  renderItem,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation('manager');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? '' : nameOf(item);
  };
  const words = (id: UniqueIdentifier, at: UniqueIdentifier | undefined) => ({
    name: name(id),
    position: position(at),
    count: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('settings.builder.dnd.start', words(active.id, active.id)),
    onDragOver: ({ active, over }) =>
      over ? t('settings.builder.dnd.over', words(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('settings.builder.dnd.end', words(active.id, over.id))
        : t('settings.builder.dnd.cancel', words(active.id, active.id)),
    onDragCancel: ({ active }) => t('settings.builder.dnd.cancel', words(active.id, active.id)),
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('settings.builder.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className ?? styles.list}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)}>
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

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
import * as styles from './SortableList.css.ts';

// A vertical list reordered by drag and drop (pointer or keyboard: dnd-kit's keyboard sensor), with its
// moves read out by screen readers in the screen's own words; each item places its drag handle itself.

export type DragHandle = HTMLAttributes<HTMLButtonElement> & { ref: (node: HTMLElement | null) => void };

/** What a screen reader hears about the dragged item: its name, the position it is at or over, of count. */
export type MoveWords = { name: string; position: number; count: number };

export type SortAnnouncements = {
  instructions: string;
  start: (words: MoveWords) => string;
  over: (words: MoveWords) => string;
  end: (words: MoveWords) => string;
  cancel: (words: MoveWords) => string;
};

type SortableListProps<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T, index: number) => string;
  announce: SortAnnouncements;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: DragHandle) => ReactNode;
  disabled?: boolean;
  className?: string;
  itemClassName?: string;
  draggingClassName?: string;
};

type ItemProps = {
  id: string;
  disabled: boolean;
  className: string;
  draggingClassName: string;
  children: (handle: DragHandle) => ReactNode;
};

function SortableItem({ id, disabled, className, draggingClassName, children }: ItemProps) {
  const sortable = useSortable({ id, disabled });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? draggingClassName : className}
    >
      {children({ ...sortable.attributes, ...sortable.listeners, ref: sortable.setActivatorNodeRef })}
    </li>
  );
}

export function SortableList<T>({
  items,
  idOf,
  nameOf,
  announce,
  onMove,
  renderItem,
  disabled = false,
  className = styles.list,
  itemClassName = styles.item,
  draggingClassName = styles.dragging,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  // The spoken position is where the item would land: the one it is over.
  const words = (id: UniqueIdentifier, at: UniqueIdentifier): MoveWords => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return {
      name: item === undefined ? '' : nameOf(item, index),
      position: ids.indexOf(String(at)) + 1,
      count: ids.length,
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => announce.start(words(active.id, active.id)),
    onDragOver: ({ active, over }) => (over ? announce.over(words(active.id, over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? announce.end(words(active.id, over.id)) : announce.cancel(words(active.id, active.id)),
    onDragCancel: ({ active }) => announce.cancel(words(active.id, active.id)),
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: announce.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={idOf(item)}
              id={idOf(item)}
              disabled={disabled}
              className={itemClassName}
              draggingClassName={draggingClassName}
            >
              {(handle) => renderItem(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { announce } from './announce.ts';
import * as styles from './builder.css.ts';

type MoveButtonsProps = {
  /** Prefix of the buttons' ids, so focus can follow the item to its new place. */
  id: string;
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
};

// After a move React may re-insert the item's node, which drops focus: put it back on the same button,
// or on the other one when the item reached an end of the list.
function refocus(id: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const same = document.getElementById(`${id}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${id}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  });
}

/** 'Move up' and 'Move down': the reordering that needs no dragging. */
export function MoveButtons({ id, name, index, count, onMove }: MoveButtonsProps) {
  const { t } = useTranslation('manager');
  const move = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    onMove(index, to);
    refocus(id, direction);
    announce(t('settings.builder.move.moved', { name, position: to + 1, count }));
  };
  return (
    <span className={styles.moveButtons}>
      <button
        id={`${id}-up`}
        type="button"
        className={toolButton}
        disabled={index === 0}
        aria-label={t('settings.builder.move.upNamed', { name })}
        onClick={() => move('up')}
      >
        <span aria-hidden="true">↑</span> {t('settings.builder.move.up')}
      </button>
      <button
        id={`${id}-down`}
        type="button"
        className={toolButton}
        disabled={index === count - 1}
        aria-label={t('settings.builder.move.downNamed', { name })}
        onClick={() => move('down')}
      >
        <span aria-hidden="true">↓</span> {t('settings.builder.move.down')}
      </button>
    </span>
  );
}

/** The handle a pointer or the keyboard (Space, arrows, Space) drags an item by. */
export function DragHandleButton({ name, handle }: { name: string; handle: object }) {
  const { t } = useTranslation('manager');
  return (
    <button
      type="button"
      className={styles.handle}
      aria-label={t('settings.builder.move.handle', { name })}
      {...handle}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

import { toolButton } from '../../app/controls.css.ts';

/** One action of a slot's or an invitee's row: a short label, and the whole of what it does for a screen reader. */
export function RowAction({
  label,
  description,
  onClick,
}: {
  label: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={toolButton} aria-label={description} onClick={onClick}>
      {label}
    </button>
  );
}

import type { StatusCellMark } from '@shortlist/domain/stages';
import { resolveStatusCell } from '@shortlist/domain/stages';
import { Icon } from '../../components/icons/Icon.tsx';
import * as styles from './StatusMark.css.ts';

export type StatusMarkProps = {
  /** A code or assessment state (§4): PENDING, ERROR, COMPLETED, ... or nothing. */
  state: string | null | undefined;
  /** Accessible names of the three marks. */
  labels: Record<StatusCellMark, string>;
};

/** A stage's status cell in candidate lists (spec §2): cross for pending or error, tick for completed, dash otherwise. */
export function StatusMark({ state, labels }: StatusMarkProps) {
  const mark = resolveStatusCell(state);
  return (
    <span className={styles.mark[mark]} data-mark={mark}>
      <Icon name={mark} label={labels[mark]} small />
    </span>
  );
}

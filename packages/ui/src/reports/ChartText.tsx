import { Text } from 'recharts';
import { vars } from '../theme/contract.css.ts';
import * as styles from './ReportChart.css.ts';

// The text a chart draws itself: its row labels (wrapped) and the notes after bars ("fewer than 5",
// "withheld", adverse impact); a hidden bar is not drawn, its note is.

/** Room on the right for the notes of the longest bars. */
export const chartMargin = { top: 8, right: 24, bottom: 8, left: 8 } as const;

/** A hidden bar ("fewer than 5", "withheld") is not drawn; only its note is. */
export const hidden = { fill: 'transparent', stroke: 'none' } as const;

export type Box = { x: number; y: number; width: number; height: number };

/** A note after a bar ("fewer than 5", "withheld", adverse impact), wrapped into the room left on its row. */
export function BarNote({ box, plot, text }: { box: Box; plot: Box | undefined; text: string }) {
  const start = box.x + box.width + 6;
  const room = plot ? plot.x + plot.width + chartMargin.right - start : 160;
  return (
    <Text
      className={styles.note}
      fill={vars.color.text}
      x={start}
      y={box.y + box.height / 2}
      width={Math.max(room, 80)}
      verticalAnchor="middle"
      maxLines={2}
    >
      {text}
    </Text>
  );
}

/** A row's label beside its bars, wrapped into the width kept for labels. */
export function RowLabel({
  x,
  y,
  width,
  text,
}: {
  x: number | string;
  y: number | string;
  width: number;
  text: string;
}) {
  return (
    <Text
      x={x}
      y={y}
      width={width}
      textAnchor="end"
      verticalAnchor="middle"
      fill={vars.color.text}
      className="recharts-cartesian-axis-tick-value"
    >
      {text}
    </Text>
  );
}

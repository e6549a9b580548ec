import type { PanelChangeView } from '@shortlist/domain/schemas';
import type { TFunction } from 'i18next';

/** What a manager's move did to the interview's panel, in a sentence or two (issue 34). */
export function panelChangeText(change: PanelChangeView, t: TFunction<'manager'>): string {
  if (change.joined.length === 0 && change.left.length === 0) {
    return change.kept.length > 0 ? t('schedules.schedule.done.panelKept') : '';
  }
  return [
    change.left.length > 0 ? t('schedules.schedule.done.panelLeft', { emails: change.left.join(', ') }) : '',
    change.joined.length > 0
      ? t('schedules.schedule.done.panelJoined', { emails: change.joined.join(', ') })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

import { useTranslation } from 'react-i18next';
import type { SortAnnouncements } from '../Settings/SortableList.tsx';

/** How the form builder's steps and questions are read out while they are dragged. */
export function useBuilderSortWords(): SortAnnouncements {
  const { t } = useTranslation('manager');
  return {
    instructions: t('settings.builder.dnd.instructions'),
    start: (words) => t('settings.builder.dnd.start', words),
    over: (words) => t('settings.builder.dnd.over', words),
    end: (words) => t('settings.builder.dnd.end', words),
    cancel: (words) => t('settings.builder.dnd.cancel', words),
  };
}

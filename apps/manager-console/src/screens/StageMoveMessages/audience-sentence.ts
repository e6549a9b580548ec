import type { StageMovePreview } from '@shortlist/domain/contract';
import type { TFunction } from 'i18next';

/** 'Europe/London' → 'London': the city a time zone is named after, as people say "London time". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * Who a move will tell and how, naming only the channels that carry something: "Tells 5 by email and 2 by
 * text, sent at once. 1 cannot be told: no address, or they opted out."
 */
export function audienceSentence(
  t: TFunction<'manager'>,
  counts: StageMovePreview['counts'],
  when: string,
  locale: string,
): string {
  const channels: string[] = [];
  if (counts.email > 0) channels.push(t('moveMessages.byEmail', { count: counts.email }));
  if (counts.sms > 0) channels.push(t('moveMessages.byText', { count: counts.sms }));
  if (channels.length === 0) return t('moveMessages.noneReachable');
  const tells = t('moveMessages.tells', {
    channels: new Intl.ListFormat(locale, { type: 'conjunction' }).format(channels),
    when,
  });
  return counts.nothing > 0 ? `${tells} ${t('moveMessages.unreachable', { count: counts.nothing })}` : tells;
}

import { optionalHelperText, relativeDateTexts, slotStates } from '@shortlist/domain/format';
import type { SuccessMessageKey } from '@shortlist/domain/messages';
import { formatSupportMessage, genericErrorMessage, successMessages } from '@shortlist/domain/messages';
import { allStageIds, stageNames } from '@shortlist/domain/stages';
import { invalidPostcodeMessage } from '@shortlist/domain/validation';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../create-i18n.ts';
import { namespaces } from '../../namespaces.ts';
import { toSuccessMessageKey } from '../success-message-key.ts';
import { en } from './index.ts';

describe('en resources', () => {
  const { t } = createI18n({ resources: en });

  it('has one bundle per namespace', () => {
    expect(Object.keys(en)).toEqual([...namespaces]);
  });

  it('shows every §8 success message by its key', () => {
    for (const key of Object.keys(successMessages) as SuccessMessageKey[]) {
      expect(t(toSuccessMessageKey(key))).toBe(successMessages[key]);
    }
  });

  it('fills the brand address into the support message as the domain does', () => {
    expect(t('errors.support', { email: 'support@hire.shortlist.test' })).toBe(
      formatSupportMessage('support@hire.shortlist.test'),
    );
    expect(t('errors.support', { email: 'help@shortlist.test' })).toBe(
      'System error. Please contact your account manager for support or email us at help@shortlist.test.',
    );
  });

  it('has the generic fallback, the post code error and the optional helper text of the domain', () => {
    expect(t('errors.generic')).toBe(genericErrorMessage);
    expect(t('errors.invalidPostcode')).toBe(invalidPostcodeMessage);
    expect(t('form.optional')).toBe(optionalHelperText);
    expect(t('form.optional')).toBe('Optional');
  });

  it('words relative dates as the domain does, with plurals', () => {
    expect(t('relativeDate.today')).toBe(relativeDateTexts.today);
    expect(t('relativeDate.yesterday')).toBe('Yesterday');
    for (const days of [2, 5, 30]) {
      expect(t('relativeDate.daysAgo', { count: days })).toBe(relativeDateTexts.daysAgo(days));
    }
    expect(t('relativeDate.daysAgo', { count: 1 })).toBe('1 day ago');
  });

  it('labels candidate statuses as §3 says', () => {
    expect(t('candidateStatus.ACTIVE')).toBe('Submitted');
    expect(t('candidateStatus.PENDING')).toBe('Not Submitted');
    expect(t('candidateStatus.NOT_VERIFIED')).toBe('Unverified email');
  });

  it('has the cookie consent texts of §2', () => {
    expect([t('cookies.rejectAll'), t('cookies.acceptAll'), t('cookies.manage'), t('cookies.save')]).toEqual([
      'Reject all',
      'Accept all',
      'Manage cookies',
      'Save preferences and close',
    ]);
  });

  it('has the crash screen heading and a contact text with an FAQ link', () => {
    expect(t('crash.heading')).toBe("Sorry. There's been a problem.");
    expect(t('crash.contact', { teamName: 'Shortlist Client Success' })).toBe(
      'Please contact your Shortlist Client Success manager or visit our <faqLink>FAQ page</faqLink>.',
    );
  });

  it('titles pages Apply for candidates and HR for managers', () => {
    expect(t('app.title.candidate')).toBe('Apply');
    expect(t('app.title.manager')).toBe('HR');
  });

  it('names every stage as the domain does', () => {
    for (const id of allStageIds) {
      expect(t(`manager:stages.${id}`)).toBe(stageNames[id]);
    }
    expect(t('manager:stages.16')).toBe('Rejected');
  });

  it('names the five scheduling wizard steps in order', () => {
    expect(Object.values(en.manager.scheduling.steps)).toEqual([
      'Select role & stage',
      'Define time slots',
      'Add availability',
      'Review & confirm',
      'Create Invitation',
    ]);
  });

  it('names the slot states Booked, Passed and Available', () => {
    expect(slotStates.map((state) => t(`manager:scheduling.slotState.${state}`))).toEqual([
      'Booked',
      'Passed',
      'Available',
    ]);
  });

  it('labels report date ranges', () => {
    expect(t('manager:reports.dateRange.LAST_12_MONTHS')).toBe('Last 12 months');
  });
});

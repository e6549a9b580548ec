import type { ChoiceOption } from '../Field/Field.tsx';
import type { SingleOptionFieldProps } from '../SingleOptionField/SingleOptionField.tsx';
import { SingleOptionField } from '../SingleOptionField/SingleOptionField.tsx';

/** The value stored when the candidate prefers not to say. */
export const preferNotToSayValue = 'PREFER_NOT_TO_SAY';

export type PreferNotToSayFieldProps = Omit<SingleOptionFieldProps, 'after'> & {
  /** Text of the extra last option, e.g. 'Prefer not to say'. */
  preferNotToSayLabel: string;
};

/** Appends 'Prefer not to say' to a list of options. */
export function withPreferNotToSay(options: readonly ChoiceOption[], label: string): ChoiceOption[] {
  return [...options, { value: preferNotToSayValue, label }];
}

/**
 * The prefer-not-to-say field type of spec §3 (diversity questions).
 * Decision: one answer from the options or 'Prefer not to say', always offered last.
 */
export function PreferNotToSayField({ preferNotToSayLabel, options, ...props }: PreferNotToSayFieldProps) {
  return <SingleOptionField {...props} options={withPreferNotToSay(options, preferNotToSayLabel)} />;
}

import { useId } from 'react';
import type { ChoiceOption } from '../Field/Field.tsx';
import { withPreferNotToSay } from '../PreferNotToSayField/PreferNotToSayField.tsx';
import type { SingleOptionFieldProps } from '../SingleOptionField/SingleOptionField.tsx';
import { SingleOptionField } from '../SingleOptionField/SingleOptionField.tsx';
import { TextField } from '../TextField/TextField.tsx';

/** The value stored when the candidate describes the answer in their own words. */
export const customAnswerValue = 'OTHER';

export type CustomAnswer = { choice: string | null; custom: string };

export type CustomPreferNotToSayFieldProps = Omit<SingleOptionFieldProps, 'after' | 'value' | 'onChange'> & {
  value: CustomAnswer;
  onChange: (value: CustomAnswer) => void;
  /** Text of the self-describe option, e.g. 'Prefer to self-describe'. */
  customOptionLabel: string;
  /** Label of the free-text input shown when that option is chosen, e.g. 'Please specify'. */
  customInputLabel: string;
  preferNotToSayLabel: string;
  /** Spec §5: free text is cut to 100 characters. */
  customMaxLength?: number;
};

/**
 * The custom prefer-not-to-say field type of spec §3.
 * Decision: the options, then 'self-describe' revealing a free-text input, then 'Prefer not to say'.
 */
export function CustomPreferNotToSayField({
  value,
  onChange,
  options,
  customOptionLabel,
  customInputLabel,
  preferNotToSayLabel,
  customMaxLength = 100,
  ...props
}: CustomPreferNotToSayFieldProps) {
  const inputId = useId();
  const allOptions: ChoiceOption[] = withPreferNotToSay(
    [...options, { value: customAnswerValue, label: customOptionLabel }],
    preferNotToSayLabel,
  );
  return (
    <SingleOptionField
      {...props}
      options={allOptions}
      value={value.choice}
      onChange={(choice) => onChange({ choice, custom: choice === customAnswerValue ? value.custom : '' })}
      after={
        value.choice === customAnswerValue ? (
          <TextField
            id={inputId}
            label={customInputLabel}
            value={value.custom}
            maxLength={customMaxLength}
            onChange={(custom) => onChange({ choice: customAnswerValue, custom })}
            {...(props.disabled === undefined ? {} : { disabled: props.disabled })}
          />
        ) : null
      }
    />
  );
}

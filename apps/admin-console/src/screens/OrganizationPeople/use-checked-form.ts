import type { FieldValidationResult } from '@shortlist/domain/schemas';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { FieldMessages } from './form-failure.ts';
import { byField, toFormFailure } from './form-failure.ts';

export type CheckedFormOptions<Data> = {
  /** The domain's check of the input, e.g. `(input) => validateWithFieldErrors(schema, input)`. */
  check: (input: unknown) => FieldValidationResult<Data>;
  send: (data: Data) => Promise<unknown>;
  /** After a successful send: reset the form, say so. */
  onSent: (data: Data) => void;
  /** A refusal's sentence (its field messages go beside the fields). */
  onRefused: (message: string) => void;
};

/** A form checked with the domain's rules before sending; the API's field messages land beside the fields. */
export function useCheckedForm<Data>({ check, send, onSent, onRefused }: CheckedFormOptions<Data>) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  async function submit(input: unknown) {
    const checked = check(input);
    if (!checked.success) return setErrors(byField(checked.errors));
    setBusy(true);
    try {
      await send(checked.data);
      setErrors({});
      onSent(checked.data);
    } catch (failure) {
      const { fields, message } = toFormFailure(failure);
      setErrors(fields);
      onRefused(message);
    } finally {
      setBusy(false);
    }
  }
  const onSubmit = (input: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    void submit(input());
  };
  return { errors, busy, onSubmit };
}

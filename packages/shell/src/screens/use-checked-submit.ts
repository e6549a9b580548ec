import { ApiError } from '@shortlist/api-client';
import { useState } from 'react';
import type { FieldErrors, Validator } from './form-support.ts';
import { toFieldErrors, usePhrase, validate } from './form-support.ts';

/**
 * A form's check, then send: the schema's field messages stop it before anything is sent, the API's field
 * messages (§8) come back beside the same fields, and `saving` is true while the request runs.
 */
export function useCheckedSubmit(schema: Validator) {
  const phrase = usePhrase();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit<Values>(values: Values, send: (values: Values) => Promise<void>) {
    const found = validate(schema, values, phrase);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await send(values);
    } catch (error) {
      // Other failures already reach the user as the process store's banner.
      if (error instanceof ApiError) setErrors(toFieldErrors(error.fieldErrors, phrase));
    } finally {
      setSaving(false);
    }
  }

  return { errors, setErrors, saving, submit };
}

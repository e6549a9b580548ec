import { callRoute } from '@shortlist/api-client';
import { previewTranslationFile, uploadTranslationFile } from '@shortlist/domain/contract';
import type { TranslationChangeSet } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useState } from 'react';
import { fieldErrorsOf } from '../data-screens/field-errors.ts';

type State =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'preview'; csv: string; changes: TranslationChangeSet }
  | { step: 'applied'; changes: TranslationChangeSet }
  | { step: 'failed'; messages: string[] };

/** A translation file's way: chosen, previewed (nothing changes), then applied or discarded. */
export function useTranslationFile() {
  const api = useApi();
  const [state, setState] = useState<State>({ step: 'choose' });

  const fail = (failure: unknown) => {
    const { byField, message } = fieldErrorsOf(failure);
    const messages = Object.values(byField);
    setState({ step: 'failed', messages: messages.length > 0 ? messages : [message] });
  };

  async function preview(file: File) {
    setState({ step: 'reading' });
    try {
      const csv = await file.text();
      const changes = await callRoute(api, previewTranslationFile, { body: { csv } });
      setState({ step: 'preview', csv, changes });
    } catch (failure) {
      fail(failure);
    }
  }

  async function apply() {
    if (state.step !== 'preview') return;
    try {
      const changes = await callRoute(api, uploadTranslationFile, { body: { csv: state.csv } });
      setState({ step: 'applied', changes });
    } catch (failure) {
      fail(failure);
    }
  }

  return { state, preview, apply, discard: () => setState({ step: 'choose' }) };
}

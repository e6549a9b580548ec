/** §1: English is the default language. */
export const defaultLanguage = 'en';

export type TranslationState = {
  readonly language: string | null | undefined;
  readonly mapLoaded: boolean;
};

/** §1: translations apply only when a language is configured and the translation map has loaded. */
export function shouldApplyTranslations({ language, mapLoaded }: TranslationState): boolean {
  return mapLoaded && (language?.trim() ?? '') !== '';
}

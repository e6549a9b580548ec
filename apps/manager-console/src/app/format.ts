/** The locale of an i18next language: British English by default. */
export function toLocale(language: string | undefined): string {
  return !language || language === 'en' ? 'en-GB' : language;
}

/** '24 Nov 2026': a date in a dense table cell. */
export function formatShortDate(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(epochSeconds * 1000),
  );
}

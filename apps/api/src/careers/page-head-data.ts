/** What search engines and link previews read of one careers page (/roles, /job/{link}, /events, /event/{id}). */
export interface PageHead {
  /** e.g. "Trainee Solicitor 2027 · Hartwell & Finch LLP". */
  title: string;
  /** Plain text, at most about 160 characters. */
  description: string;
  /** Absolute, on the organisation's own host. */
  canonicalUrl: string;
  /** The organisation's name. */
  siteName: string;
  /** The organisation's https logo, for og:image and twitter:image. */
  imageUrl: string | null;
  type: 'website' | 'article';
  locale: string;
  /** The JobPosting of an open role, else null. */
  jsonLd: object | null;
}

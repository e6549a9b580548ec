import { Page } from '../../react/Page.tsx';
import * as shared from './FormStack.css.ts';

type LegalSection = { readonly heading: string; readonly body: string };

/** A page of headed paragraphs (terms, privacy policy); the texts come from the i18n resources. */
export function LegalText({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <Page layout="fullWidth" title={title} subtitle={updated}>
      {sections.map((section) => (
        <section key={section.heading} className={shared.section}>
          <h2 className={shared.sectionHeading}>{section.heading}</h2>
          <p className={shared.text}>{section.body}</p>
        </section>
      ))}
    </Page>
  );
}

import * as appStyles from '../../app/app.css.ts';
import * as styles from './RoleLinkScreen.css.ts';

/**
 * A role's description: the rich text of the console's editor, which the API sanitises when it is saved
 * (roles/rich-text.ts: paragraphs, headings, lists, emphasis and https links only), or plain text in
 * paragraphs for a description written without the editor.
 */
export function RoleDescription({ description }: { description: string }) {
  // The API keeps only the editor's own tags, so its HTML is shown as it is.
  if (/^\s*</.test(description)) {
    return <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />;
  }
  return (
    <div className={styles.description}>
      {description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} className={appStyles.text}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

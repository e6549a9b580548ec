import { Button, CheckboxField, TextareaField, TextField } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';

// One part of the default configuration (§3: views, text, text arrays, OAuth settings) as rows of a name and
// its value: text, lines of a list, or an on/off switch.

type Row = { key: string; value?: string; on?: boolean };

type EntryListEditorProps<Item extends Row> = {
  section: string;
  kind: 'text' | 'lines' | 'switch';
  rows: readonly Item[];
  onChange: (rows: Item[]) => void;
  blank: Item;
  error?: string | undefined;
};

export function EntryListEditor<Item extends Row>({
  section,
  kind,
  rows,
  onChange,
  blank,
  error,
}: EntryListEditorProps<Item>) {
  const { t } = useTranslation('admin');
  const update = (index: number, change: Partial<Row>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{section}</legend>
      {rows.map((row, index) => {
        const names = { section, number: index + 1 };
        return (
          <div key={index} className={styles.row}>
            <TextField
              label={t('organization.entry.key', names)}
              value={row.key}
              onChange={(key) => update(index, { key })}
            />
            {kind === 'switch' ? (
              <CheckboxField
                label={t('organization.entry.on', names)}
                checked={row.on === true}
                onChange={(on) => update(index, { on })}
              />
            ) : kind === 'lines' ? (
              <TextareaField
                label={t('organization.entry.values', names)}
                value={row.value ?? ''}
                onChange={(value) => update(index, { value })}
              />
            ) : (
              <TextField
                label={t('organization.entry.value', names)}
                value={row.value ?? ''}
                onChange={(value) => update(index, { value })}
              />
            )}
            <Button variant="secondary" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              {t('organization.entry.remove', names)}
            </Button>
          </div>
        );
      })}
      {error ? <p className={styles.error}>{error}</p> : null}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, blank])}>
          {t('organization.entry.add', { section })}
        </Button>
      </div>
    </fieldset>
  );
}

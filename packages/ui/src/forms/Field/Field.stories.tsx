import type { Meta, StoryObj } from '@storybook/react-vite';
import * as styles from './Field.css.ts';
import { describedBy, Field, useFieldIds } from './Field.tsx';

function FieldExample({ error, helperText }: { error?: string; helperText?: string }) {
  const ids = useFieldIds();
  return (
    <Field
      ids={ids}
      label="Preferred name"
      {...(helperText ? { helperText } : {})}
      {...(error ? { error } : {})}
    >
      <input
        id={ids.controlId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { helper: Boolean(helperText), error: Boolean(error) })}
      />
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: FieldExample,
  args: { helperText: 'Optional' },
} satisfies Meta<typeof FieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelperText: Story = {};
export const WithError: Story = { args: { error: 'Enter your preferred name' } };

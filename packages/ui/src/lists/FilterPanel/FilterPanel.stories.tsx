import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckboxListField } from '../../forms/CheckboxListField/CheckboxListField.tsx';
import { TextField } from '../../forms/TextField/TextField.tsx';
import { FilterPanel } from './FilterPanel.tsx';

const meta = {
  title: 'Lists/FilterPanel',
  component: FilterPanel,
  args: {
    title: 'Filters',
    summary: '2 filters applied',
    applyLabel: 'Apply filters',
    clearLabel: 'Clear all',
    onApply: fn(),
    onClear: fn(),
    children: (
      <>
        <TextField label="Postcode" value="LS1 4AP" onChange={fn()} />
        <CheckboxListField
          label="Status"
          options={[
            { value: 'ACTIVE', label: 'Submitted' },
            { value: 'PENDING', label: 'Not submitted' },
          ]}
          values={['ACTIVE']}
          onChange={fn()}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

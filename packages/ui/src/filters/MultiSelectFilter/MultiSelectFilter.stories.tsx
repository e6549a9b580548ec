import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelWidth } from '../filterStory.tsx';
import type { FilterOption } from './filterOptions.ts';
import { MultiSelectFilter } from './MultiSelectFilter.tsx';

const stages: FilterOption[] = [
  'Applied',
  'Screening',
  'Assessment',
  'At interview',
  'Offer',
  'Hired',
  'Rejected',
  'Withdrawn',
].map((label) => ({ value: label.toUpperCase().replaceAll(' ', '_'), label }));

const cities = ['Leeds', 'London', 'Bristol', 'Manchester', 'Glasgow', 'Cardiff', 'Belfast', 'York'];
const universities: FilterOption[] = Array.from({ length: 120 }, (_, index) => {
  const city = cities[index % cities.length] as string;
  const kind = ['University of', 'College of', 'Institute of'][
    Math.floor(index / cities.length) % 3
  ] as string;
  return { value: `U${index + 1}`, label: `${kind} ${city} ${Math.floor(index / 24) + 1}` };
});

const meta = {
  title: 'Filters/MultiSelectFilter',
  component: MultiSelectFilter,
  decorators: [panelWidth],
  args: {
    label: 'Stage',
    options: stages,
    selected: ['AT_INTERVIEW', 'OFFER'],
    onChange: fn(),
    placeholder: 'Any stage',
    noMatchesText: 'No matches',
    removeLabel: (label: string) => `Remove ${label}`,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <MultiSelectFilter
        {...args}
        selected={selected}
        onChange={(next) => {
          args.onChange(next);
          setSelected(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MultiSelectFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChips: Story = {};

export const Empty: Story = { args: { selected: [] } };

export const TypingAndChoosing: Story = {
  args: { selected: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Stage' });
    await userEvent.type(input, 'in');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Screening',
      'At interview',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['AT_INTERVIEW']);
    await expect(canvas.getByRole('button', { name: 'Remove At interview' })).toBeVisible();
  },
};

export const LongOptionList: Story = {
  args: { label: 'University', options: universities, selected: ['U1'], placeholder: 'Any university' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'University' }));
    const listbox = canvas.getByRole('listbox', { name: 'University' });
    // The list shows a few options and scrolls; the active option stays in view.
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.keyboard('{ArrowDown>30/}');
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Stage' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
  },
};

export const LoadingFromServer: Story = {
  args: {
    label: 'University',
    options: [],
    selected: [],
    onSearch: fn(),
    loading: true,
    loadingText: 'Loading…',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'University' }), 'lee');
    await expect(args.onSearch).toHaveBeenLastCalledWith('lee');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MultiSelectFilterProps } from './MultiSelectFilter.tsx';
import { MultiSelectFilter } from './MultiSelectFilter.tsx';

const universities = [
  { value: 'leeds', label: 'University of Leeds' },
  { value: 'oxford', label: 'University of Oxford' },
  { value: 'beckett', label: 'Leeds Beckett University' },
  { value: 'bristol', label: 'University of Bristol' },
];

type Overrides = Partial<MultiSelectFilterProps> & { initial?: string[] };

// Holds the selection as a caller would, so chips and options show what was chosen.
function Harness({ initial = [], onChange, ...props }: Overrides) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <MultiSelectFilter
      label="University"
      options={universities}
      noMatchesText="No matches"
      removeLabel={(label) => `Remove ${label}`}
      placeholder="Any university"
      {...props}
      selected={selected}
      onChange={(next) => {
        onChange?.(next);
        setSelected(next);
      }}
    />
  );
}

function renderFilter(overrides: Overrides = {}) {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} {...overrides} />);
  return { onChange, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'University' }) };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('MultiSelectFilter', () => {
  it('shows the options containing the typed text, in any case', async () => {
    const { user, input } = renderFilter();
    await user.type(input, 'LEEDS');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'University' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    expect(optionNames()).toEqual(['University of Leeds', 'Leeds Beckett University']);
  });

  it('says so when nothing matches', async () => {
    const { user, input } = renderFilter();
    await user.type(input, 'cambridge');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('moves the active option with the arrow keys and toggles it with Enter and Space', async () => {
    const { user, input, onChange } = renderFilter();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const oxford = screen.getByRole('option', { name: 'University of Oxford' });
    expect(input).toHaveAttribute('aria-activedescendant', oxford.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['oxford']);
    expect(screen.getByRole('option', { name: 'University of Oxford' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['oxford', 'leeds']);
    await user.keyboard('{ArrowDown}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['leeds']);
    expect(input).toHaveValue('');
  });

  it('types a space into the term while no option is active', async () => {
    const { user, input, onChange } = renderFilter();
    await user.type(input, 'of l');
    expect(input).toHaveValue('of l');
    expect(onChange).not.toHaveBeenCalled();
    expect(optionNames()).toEqual(['University of Leeds']);
  });

  it('closes the list on Escape and keeps the selection', async () => {
    const { user, input } = renderFilter({ initial: ['bristol'] });
    await user.type(input, 'uni');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove University of Bristol' })).toBeInTheDocument();
  });

  it('shows the chosen options as chips whose buttons remove them', async () => {
    const { user, input, onChange } = renderFilter({ initial: ['leeds', 'oxford'] });
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'University of Leeds',
      'University of Oxford',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove University of Leeds' }));
    expect(onChange).toHaveBeenLastCalledWith(['oxford']);
    expect(screen.queryByText('University of Leeds')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('removes the last chosen option on Backspace in an empty text box', async () => {
    const { user, input, onChange } = renderFilter({ initial: ['leeds', 'oxford'] });
    await user.type(input, 'x{Backspace}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['leeds']);
  });

  it('toggles an option by click and keeps the list open for more', async () => {
    const { user, input, onChange } = renderFilter();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'University of Bristol' }));
    expect(onChange).toHaveBeenLastCalledWith(['bristol']);
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('hands the term to onSearch and shows the given options unfiltered', async () => {
    const onSearch = vi.fn();
    const { user, input } = renderFilter({ onSearch });
    await user.type(input, 'le');
    expect(onSearch).toHaveBeenLastCalledWith('le');
    expect(optionNames()).toHaveLength(universities.length);
  });

  it('announces loading while options are fetched', async () => {
    const { user, input } = renderFilter({
      onSearch: vi.fn(),
      options: [],
      loading: true,
      loadingText: 'Loading…',
    });
    await user.type(input, 'le');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('keeps a chip’s label when its option is no longer among the fetched options', () => {
    const props = {
      label: 'University',
      noMatchesText: 'No matches',
      removeLabel: (label: string) => `Remove ${label}`,
      onChange: vi.fn(),
      selected: ['leeds'],
    };
    const { rerender } = render(<MultiSelectFilter {...props} options={universities} />);
    rerender(<MultiSelectFilter {...props} options={[]} />);
    expect(screen.getByRole('button', { name: 'Remove University of Leeds' })).toBeInTheDocument();
  });
});

describe('MultiSelectFilter when disabled', () => {
  it('lets neither the text box nor the chips change the selection', () => {
    render(
      <MultiSelectFilter
        label="University"
        options={universities}
        selected={['leeds']}
        onChange={vi.fn()}
        noMatchesText="No matches"
        removeLabel={(label) => `Remove ${label}`}
        disabled
      />,
    );
    expect(screen.getByRole('combobox', { name: 'University' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove University of Leeds' })).toBeDisabled();
  });
});

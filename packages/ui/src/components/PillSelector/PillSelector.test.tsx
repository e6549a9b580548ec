import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PillSelectorProps } from './PillSelector.tsx';
import { createYesNoOptions, PillSelector } from './PillSelector.tsx';

const yesNo = createYesNoOptions({ yes: 'Yes', no: 'No' });

function Controlled(props: Partial<PillSelectorProps> & { onValue?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PillSelector
      label="Do you need a visa?"
      options={yesNo}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
      {...props}
    />
  );
}

describe('PillSelector', () => {
  it('selects the clicked option', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onValue).toHaveBeenLastCalledWith('YES');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears the choice when the chosen option is clicked again', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(yes).toHaveAttribute('aria-pressed', 'false');
  });

  it('honours the Enter key', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'No' }), { key: 'Enter' });
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenLastCalledWith('NO');
  });

  it('hides the error until error display is forced', () => {
    const { rerender } = render(
      <PillSelector
        label="Visa?"
        options={yesNo}
        value={null}
        onChange={() => undefined}
        error="Choose one"
      />,
    );
    expect(screen.queryByText('Choose one')).toBeNull();
    rerender(
      <PillSelector
        label="Visa?"
        options={yesNo}
        value={null}
        onChange={() => undefined}
        error="Choose one"
        forceErrorDisplay
      />,
    );
    expect(screen.getByRole('group', { name: 'Visa?' })).toHaveAccessibleDescription('Choose one');
  });

  it('takes custom options', () => {
    render(
      <PillSelector
        label="Attendance"
        options={[
          { value: 'ATTENDED', label: 'Attended' },
          { value: 'NOSHOW', label: 'No show' },
          { value: 'LATE', label: 'Late' },
        ]}
        value="LATE"
        onChange={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
  });
});

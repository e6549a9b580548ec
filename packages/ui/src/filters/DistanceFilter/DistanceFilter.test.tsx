import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DistanceValue } from './DistanceFilter.tsx';
import { DistanceFilter } from './DistanceFilter.tsx';

function Harness({ onChange, error }: { onChange: (value: DistanceValue) => void; error?: string }) {
  const [value, setValue] = useState<DistanceValue>({ postcode: '', miles: null });
  return (
    <DistanceFilter
      label="Distance"
      postcodeLabel="Postcode"
      milesLabel="Miles"
      postcode={value.postcode}
      miles={value.miles}
      maxMiles={500}
      {...(error ? { error } : {})}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('DistanceFilter', () => {
  it('reports the typed postcode and radius together', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Distance' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    expect(onChange).toHaveBeenLastCalledWith({ postcode: 'LS1 4AP', miles: null });
    await user.type(screen.getByRole('spinbutton', { name: 'Miles' }), '25');
    expect(onChange).toHaveBeenLastCalledWith({ postcode: 'LS1 4AP', miles: 25 });
  });

  it('shows the postcode error, marks the postcode invalid and reads the error with it', () => {
    render(<Harness onChange={vi.fn()} error="Invalid post code" />);
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode).toBeInvalid();
    expect(postcode).toHaveAccessibleDescription('Invalid post code');
    expect(screen.getByRole('spinbutton', { name: 'Miles' })).not.toBeInvalid();
    expect(screen.getByText('Invalid post code')).toHaveAttribute('aria-live', 'polite');
  });

  it('offers no more miles than the largest radius', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('spinbutton', { name: 'Miles' })).toHaveAttribute('max', '500');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SingleOptionField } from './SingleOptionField.tsx';

const options = [
  { value: 'ON_SITE', label: 'On-site' },
  { value: 'REMOTE', label: 'Remote' },
  { value: 'HYBRID', label: 'Hybrid' },
];

describe('SingleOptionField', () => {
  it('is a named radio group that reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <SingleOptionField label="Work arrangement" options={options} value="REMOTE" onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Work arrangement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Hybrid' }));
    expect(onChange).toHaveBeenCalledWith('HYBRID');
  });
});

import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, Field, formatCount, useFieldIds } from './Field.tsx';

describe('Field', () => {
  it('labels its control and shows helper text and error', () => {
    const { result } = renderHook(() => useFieldIds('email'));
    const ids = result.current;
    render(
      <Field ids={ids} label="Email" helperText="Optional" error="Enter a valid email">
        <input id={ids.controlId} aria-describedby={describedBy(ids, { helper: true, error: true })} />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Optional Enter a valid email');
  });

  it('marks required fields without putting the star in the accessible name', () => {
    const { result } = renderHook(() => useFieldIds('name'));
    render(
      <Field ids={result.current} label="Name" required>
        <input id={result.current.controlId} required />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('renders a fieldset with a legend for groups', () => {
    const { result } = renderHook(() => useFieldIds('g'));
    render(
      <Field ids={result.current} label="Interests" group>
        <input type="checkbox" aria-label="Law" />
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Interests' })).toBeInTheDocument();
  });

  it('formats counters as used / limit', () => {
    expect(formatCount(12, 100)).toBe('12 / 100');
  });
});

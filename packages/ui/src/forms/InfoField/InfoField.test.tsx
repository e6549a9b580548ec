import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoField } from './InfoField.tsx';

describe('InfoField', () => {
  it('shows its title and text as a named region without any input', () => {
    render(<InfoField label="About this section">We ask this to widen access.</InfoField>);
    const region = screen.getByRole('region', { name: 'About this section' });
    expect(region).toHaveTextContent('We ask this to widen access.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

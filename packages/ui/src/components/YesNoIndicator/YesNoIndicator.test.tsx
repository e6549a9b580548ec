import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YesNoIndicator } from './YesNoIndicator.tsx';

const labels = { yes: 'Yes', no: 'No' };

describe('YesNoIndicator', () => {
  it.each(['YES', 'yes', true] as const)('shows the confirm icon for %s', (value) => {
    render(<YesNoIndicator value={value} labels={labels} />);
    expect(screen.getByRole('img', { name: 'Yes' })).toBeInTheDocument();
  });

  it.each(['NO', 'No', false] as const)('shows the error icon for %s', (value) => {
    render(<YesNoIndicator value={value} labels={labels} />);
    expect(screen.getByRole('img', { name: 'No' })).toBeInTheDocument();
  });

  it('shows the fallback text for any other value', () => {
    render(<YesNoIndicator value="MAYBE" labels={labels} fallback="Not answered" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
  });

  it('shows the value itself when no fallback is given', () => {
    render(<YesNoIndicator value="Prefer not to say" labels={labels} />);
    expect(screen.getByText('Prefer not to say')).toBeInTheDocument();
  });
});

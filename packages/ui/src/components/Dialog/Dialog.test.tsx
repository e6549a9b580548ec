import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('renders a modal dialog named by its title and described by its description', () => {
    render(
      <Dialog
        open
        onOpenChange={() => undefined}
        title="Move candidate"
        description="Choose a stage"
        closeLabel="Close"
      >
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move candidate' });
    expect(dialog).toHaveAccessibleDescription('Choose a stage');
    expect(dialog).toHaveTextContent('Body');
  });

  it('asks to close from the close button and from Escape', () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Move candidate" closeLabel="Close" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onOpenChange={() => undefined} title="Move candidate" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditConflict } from './EditConflict.tsx';

describe('EditConflict', () => {
  it('is announced as an alert, puts the focus on reload and offers both choices by keyboard', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    render(
      <EditConflict
        title="Someone else saved this role"
        text="Reload to see their changes, or save again to overwrite them."
        reloadLabel="Reload their version"
        overwriteLabel="Overwrite with mine"
        onReload={onReload}
        onOverwrite={onOverwrite}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else saved this role');
    expect(screen.getByRole('button', { name: 'Reload their version' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Overwrite with mine' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });
});

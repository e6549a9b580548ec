import { renderScreen } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor.tsx';

const open = (onChange = vi.fn()) =>
  renderScreen(
    <RichTextEditor label="Description" value="<p>Two years in four seats.</p>" onChange={onChange} />,
    {
      route: '/',
      path: '/',
    },
  );

describe('RichTextEditor', () => {
  it('is a labelled text box with its text', async () => {
    open();
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.textContent).toBe('Two years in four seats.');
  });

  it('has one tab stop in its toolbar, the arrow keys moving between the buttons', async () => {
    const user = userEvent.setup();
    open();
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Italic' }).tabIndex).toBe(-1);
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }));
    expect(toolbar.contains(document.activeElement)).toBe(true);
  });
});

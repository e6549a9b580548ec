import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderTooltip() {
    render(
      <Tooltip content="Candidates who have not finished their application">
        <button type="button">Pending</button>
      </Tooltip>,
    );
    return screen.getByRole('button', { name: 'Pending' });
  }

  // A pointer over the control is over its wrapper too, which listens; mouseenter does not bubble up to it.
  const wrapperOf = (trigger: HTMLElement) => trigger.parentElement as HTMLElement;

  it('appears one second after hovering, not before', () => {
    const trigger = renderTooltip();
    fireEvent.mouseEnter(wrapperOf(trigger));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Candidates who have not finished');
    expect(trigger).toHaveAccessibleDescription('Candidates who have not finished their application');
  });

  it('appears on keyboard focus too and hides on Escape', () => {
    const trigger = renderTooltip();
    fireEvent.focus(trigger);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never appears when the pointer leaves within the second', () => {
    const trigger = renderTooltip();
    fireEvent.mouseEnter(wrapperOf(trigger));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.mouseLeave(wrapperOf(trigger));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

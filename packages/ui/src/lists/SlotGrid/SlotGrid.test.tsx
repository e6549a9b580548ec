import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fixtureBookings,
  fixtureNow,
  fixtureSlots,
  formatFixtureDay,
  formatFixtureTime,
  slotStateLabels,
} from './SlotGrid.fixture.ts';
import { SlotGrid } from './SlotGrid.tsx';

function renderGrid(onSelect?: (slot: { startDateTime: number }) => void, dayHeading?: 'h2' | 'h3' | 'h4') {
  render(
    <SlotGrid
      {...(dayHeading ? { dayHeading } : {})}
      label="Interview slots"
      slots={fixtureSlots}
      bookings={fixtureBookings}
      now={fixtureNow}
      stateLabels={slotStateLabels}
      formatDay={formatFixtureDay}
      formatTime={formatFixtureTime}
      {...(onSelect ? { onSelect } : {})}
    />,
  );
}

describe('SlotGrid', () => {
  it('puts its day headings one level below the heading it sits under', () => {
    renderGrid(undefined, 'h2');
    expect(screen.getByRole('heading', { name: '24 November' })).toHaveProperty('tagName', 'H2');
  });

  it('groups slots by day and shows Passed, Booked and Available', () => {
    renderGrid();
    const firstDay = screen.getByRole('heading', { name: '24 November' }).parentElement as HTMLElement;
    const states = within(firstDay)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(states).toEqual([
      '09:00 - 09:30Passed',
      '09:30 - 10:00Passed',
      '10:00 - 10:30Booked',
      '10:30 - 11:00Available',
    ]);
    expect(screen.getByRole('heading', { name: '25 November' })).toBeInTheDocument();
  });

  it('lets only available slots be chosen', () => {
    const onSelect = vi.fn();
    renderGrid(onSelect);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: /^24 November\s*10:30 - 11:00\s*Available$/ }));
    expect(onSelect).toHaveBeenCalledWith(fixtureSlots[3]);
  });

  it("marks the viewer's own booking apart from others' bookings", () => {
    const [own] = fixtureBookings;
    if (!own) throw new Error('the fixture has no booking');
    render(
      <SlotGrid
        label="Interview slots"
        slots={fixtureSlots}
        bookings={fixtureBookings}
        now={fixtureNow}
        stateLabels={slotStateLabels}
        formatDay={formatFixtureDay}
        formatTime={formatFixtureTime}
        ownStart={own.selectedTime}
        ownLabel="Your interview"
      />,
    );
    const mine = screen.getByText('Your interview').closest('li');
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(mine).toHaveAttribute('data-state', 'Booked');
    expect(screen.getAllByText('Your interview')).toHaveLength(1);
  });
});

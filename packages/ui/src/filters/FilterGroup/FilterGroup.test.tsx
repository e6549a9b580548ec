import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterGroup } from './FilterGroup.tsx';

function renderGroup(props: { activeCount?: number; defaultOpen?: boolean } = {}) {
  render(
    <FilterGroup
      title="Pipeline"
      activeCount={props.activeCount ?? 0}
      activeCountLabel={(count) => `${count} active`}
      {...(props.defaultOpen === undefined ? {} : { defaultOpen: props.defaultOpen })}
    >
      <label>
        Stage <input />
      </label>
    </FilterGroup>,
  );
  return { user: userEvent.setup() };
}

describe('FilterGroup', () => {
  // Native details and summary: browsers open and close it with Enter and Space as with a click.
  it('starts closed and opens and closes from its title', async () => {
    const { user } = renderGroup();
    const stage = screen.getByLabelText('Stage');
    expect(stage).not.toBeVisible();
    await user.click(screen.getByText('Pipeline'));
    expect(stage).toBeVisible();
    await user.click(screen.getByText('Pipeline'));
    expect(stage).not.toBeVisible();
  });

  it('starts open when asked to', () => {
    renderGroup({ defaultOpen: true });
    expect(screen.getByLabelText('Stage')).toBeVisible();
  });

  it('reads the count of active filters with the title', () => {
    renderGroup({ activeCount: 2 });
    const summary = screen.getByText('Pipeline').closest('summary');
    expect(summary).toHaveTextContent('Pipeline22 active');
    expect(screen.getByText('2 active')).toBeInTheDocument();
    expect(screen.getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no badge while no filter of the group is in use', () => {
    renderGroup({ activeCount: 0 });
    expect(screen.queryByText('0 active')).not.toBeInTheDocument();
    expect(screen.getByText('Pipeline').closest('summary')?.textContent).toBe('Pipeline');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardList, CardListItem } from './CardList.tsx';

describe('CardList', () => {
  it('is a named list of cards, each headed by its item', () => {
    render(
      <CardList label="Open roles">
        <CardListItem title="Training Contract 2028">
          <p>London</p>
        </CardListItem>
        <CardListItem title="Summer Vacation Scheme 2027" headingLevel={3} />
      </CardList>,
    );
    const items = within(screen.getByRole('list', { name: 'Open roles' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Training Contract 2028',
    );
    expect(within(items[0] as HTMLElement).getByText('London')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Summer Vacation Scheme 2027' }),
    ).toBeInTheDocument();
  });
});

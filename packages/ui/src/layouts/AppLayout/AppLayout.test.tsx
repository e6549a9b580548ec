import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout, frameOfLayout, layoutNames } from './AppLayout.tsx';

describe('AppLayout', () => {
  it('gives every layout of spec §2 a frame', () => {
    expect(Object.keys(frameOfLayout).sort()).toEqual([...layoutNames].sort());
  });

  it('puts header, navigation, main and footer in landmarks with a skip link to main', () => {
    render(
      <AppLayout
        layout="manager"
        skipLinkLabel="Skip to main content"
        header={<span>Shortlist</span>}
        navigation={<a href="#roles">Roles</a>}
        navigationLabel="Main menu"
        footer={<span>Help</span>}
      >
        <h1>Roles</h1>
      </AppLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Shortlist');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Roles');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Help');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('leaves out the side navigation on frames that have none', () => {
    render(
      <AppLayout layout="login" skipLinkLabel="Skip" navigation={<a href="#x">X</a>} navigationLabel="Menu">
        <h1>Sign in</h1>
      </AppLayout>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the filters beside the roles list', () => {
    render(
      <AppLayout layout="roles" skipLinkLabel="Skip" aside={<p>Filters</p>} asideLabel="Filters">
        <h1>Roles</h1>
      </AppLayout>,
    );
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  });
});

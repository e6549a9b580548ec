import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrashScreen } from './CrashScreen.tsx';

describe('CrashScreen', () => {
  it('shows the heading, the contact text with the FAQ link and the broken robot', () => {
    render(
      <CrashScreen
        heading="Sorry. There's been a problem."
        contactText="Please contact your client success manager or visit our"
        faqLinkText="FAQ page"
        faqHref="https://shortlist.test/faq"
        contactTextAfter="."
        robotLabel="A broken robot"
        logo={<span>Shortlist</span>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "Sorry. There's been a problem." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ page' })).toHaveAttribute(
      'href',
      'https://shortlist.test/faq',
    );
    expect(screen.getByRole('img', { name: 'A broken robot' })).toBeInTheDocument();
    expect(screen.getByText('Shortlist')).toBeInTheDocument();
  });
});

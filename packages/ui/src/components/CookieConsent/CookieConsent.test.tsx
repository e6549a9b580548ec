import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './CookieBanner.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { englishBannerTexts, englishDialogTexts } from './texts.fixture.ts';

function renderConsent() {
  const onAcceptAll = vi.fn();
  const onRejectAll = vi.fn();
  render(
    <CookieConsent
      bannerTexts={englishBannerTexts}
      dialogTexts={englishDialogTexts}
      onAcceptAll={onAcceptAll}
      onRejectAll={onRejectAll}
    />,
  );
  return { onAcceptAll, onRejectAll };
}

describe('CookieBanner', () => {
  it('offers Reject all, Accept all and Manage cookies', () => {
    const onRejectAll = vi.fn();
    const onAcceptAll = vi.fn();
    const onManage = vi.fn();
    render(
      <CookieBanner
        texts={englishBannerTexts}
        onRejectAll={onRejectAll}
        onAcceptAll={onAcceptAll}
        onManage={onManage}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Manage cookies' }));
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onManage).toHaveBeenCalledTimes(1);
  });
});

describe('CookieConsent', () => {
  // The dialog's chunk loads on first use; loading it once up front keeps a busy machine's first
  // transform of Radix out of the 1 s the tests give the dialog to appear.
  beforeAll(async () => {
    await import('./CookieDialog.tsx');
  });

  it('hides the banner while the manage dialog is open and shows it again when the dialog closes', async () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('shows strictly necessary cookies as always active and analytics off by default', async () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Always active')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('switch')).toHaveLength(1);
    expect(within(dialog).getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
  });

  it('rejects all when saved with analytics off', async () => {
    const { onAcceptAll, onRejectAll } = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save preferences and close' }));
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    expect(onAcceptAll).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts all when saved with analytics on', async () => {
    const { onAcceptAll, onRejectAll } = renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Analytics cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences and close' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onRejectAll).not.toHaveBeenCalled();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { CookieDialog } from './CookieDialog.tsx';
import { englishBannerTexts, englishDialogTexts } from './texts.fixture.ts';

const meta = {
  title: 'Controls/CookieConsent',
  component: CookieConsent,
  args: {
    bannerTexts: englishBannerTexts,
    dialogTexts: englishDialogTexts,
    onAcceptAll: fn(),
    onRejectAll: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    // Spec §2: the banner is at most 200 px tall.
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(200);
  },
};

/** Manage hides the banner; saving with analytics on accepts all; closing brings the banner back. */
export const ManageAndAcceptAnalytics: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    await expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await expect(analytics).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences and close' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onRejectAll).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  },
};

export const ManageAndReject: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences and close' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

export const BannerAlone: StoryObj<typeof CookieBanner> = {
  render: () => (
    <CookieBanner texts={englishBannerTexts} onAcceptAll={fn()} onRejectAll={fn()} onManage={fn()} />
  ),
};

export const DialogOpen: StoryObj<typeof CookieDialog> = {
  render: () => (
    <CookieDialog open onOpenChange={fn()} texts={englishDialogTexts} onAcceptAll={fn()} onRejectAll={fn()} />
  ),
};

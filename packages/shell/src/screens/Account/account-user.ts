import type { ContactChannel } from '@shortlist/domain/enums';
import { contactChannels } from '@shortlist/domain/enums';
import type { User } from '@shortlist/domain/schemas';

// GET /user also sends the contact preferences, which the domain's User shape leaves out.

export function readContactChannels(user: User | null): ContactChannel[] {
  const channels = (user as { contactChannels?: unknown } | null)?.contactChannels;
  if (!Array.isArray(channels)) return ['EMAIL'];
  return contactChannels.filter((channel) => channels.includes(channel));
}

export function readMobile(user: User | null): string {
  const mobile = (user as { mobile?: unknown } | null)?.mobile;
  return typeof mobile === 'string' ? mobile : '';
}

/** An image to show for a stored avatar. Decision: bare base64 is drawn as PNG; browsers sniff the real type. */
export function avatarSource(avatarBase64: string | null | undefined): string | null {
  if (!avatarBase64) return null;
  return avatarBase64.startsWith('data:') ? avatarBase64 : `data:image/png;base64,${avatarBase64}`;
}

/** A chosen file as a data URL (the API takes it with its `data:<type>;base64,` prefix). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

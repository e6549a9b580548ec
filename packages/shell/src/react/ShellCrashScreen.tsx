import { brands } from '@shortlist/domain/brands';
import { CrashScreen } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './chunk-load-error.ts';
import { useShell } from './shell-context.ts';

/** Decision: the spec names an FAQ page but no address; each brand's help pages live at /faq on its domain. */
export function faqHref(domain: string): string {
  return `https://${domain}/faq`;
}

export type ShellCrashScreenProps = {
  /** What went wrong; kept for the page (a chunk failure's type) but never shown to the user. */
  error?: unknown;
};

/** §2 crash screen with the brand's team and FAQ link. */
export function ShellCrashScreen({ error }: ShellCrashScreenProps) {
  const { t } = useTranslation();
  const brand = brands[useShell().brand];
  const chunkType = error instanceof ChunkLoadError ? error.type : undefined;
  return (
    <div data-crash-reason={chunkType}>
      <CrashScreen
        logo={<strong>{brand.displayName}</strong>}
        heading={t('crash.heading')}
        contactText={t('crash.contactBeforeLink', { teamName: brand.teamName })}
        faqLinkText={t('crash.faqLink')}
        faqHref={faqHref(brand.domain)}
        contactTextAfter={t('crash.contactAfterLink')}
        robotLabel={t('crash.imageAlt')}
      />
    </div>
  );
}

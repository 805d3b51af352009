// Lingui's <Trans> macro writes a sentence with elements in it (a phone link, a link around some of its words) as one
// message, so a translator can move them. Its component reads Lingui's i18n from React context, which the portal does
// not set at its root: useI18n listens to Lingui itself. A component with such a sentence draws it inside this scope, so
// it works drawn on its own too (a story, a test).
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../core/hooks';

export function TransScope({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

// The notification strip's notices in one language: staff's translation where they gave one, English otherwise
// (docs/languages.md). The API's GET /notification answers with them, and the server draws them into every page.
import type { PortalStore } from './store/types';

export async function noticesIn(store: PortalStore, language: string | undefined): Promise<string[]> {
  return (await store.listNotifications()).map(
    (notification) =>
      (language !== undefined && Object.hasOwn(notification.translations, language) ? notification.translations[language] : undefined) ??
      notification.message,
  );
}

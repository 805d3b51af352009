// Reads the runtime configuration the server writes into index.html (DESIGN §5); demo defaults otherwise.
import { mergePortalConfig, type PortalConfig } from '../domain/portalConfig';

export const PORTAL_CONFIG_ELEMENT_ID = 'portal-config';

export function readRuntimeConfig(doc: Document = document): PortalConfig {
  const text = doc.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return mergePortalConfig(undefined);
  try {
    return mergePortalConfig(JSON.parse(text) as Partial<PortalConfig>);
  } catch {
    console.error('The portal configuration in index.html is not valid JSON; the defaults are used.');
    return mergePortalConfig(undefined);
  }
}

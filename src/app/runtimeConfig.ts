// Reads the runtime configuration the server writes into index.html (docs/readings.md); demo defaults otherwise.
import { mergePortalConfig, type PortalConfig } from '../domain/portalConfig';

export const PORTAL_CONFIG_ELEMENT_ID = 'portal-config';

export function readRuntimeConfig(doc: Document = document): PortalConfig {
  const text = doc.getElementById(PORTAL_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return mergePortalConfig(undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.error('The portal configuration in index.html is not a JSON object; the defaults are used.');
    return mergePortalConfig(undefined);
  }
  return mergePortalConfig(parsed as Partial<PortalConfig>);
}

// Reads what the server writes into the page (docs/readings.md): the runtime configuration, with demo defaults
// otherwise, and the state of a page it drew (src/app/pageState.ts).
import { mergePortalConfig, type PortalConfig } from '../domain/portalConfig';

export const PORTAL_CONFIG_ELEMENT_ID = 'portal-config';

/**
 * The JSON object in the script element `id`; undefined when the element is missing or empty, or holds anything but a
 * JSON object, which is said on the console (the caller then goes on without it: the demo defaults, a page drawn anew).
 */
export function readJsonObject(doc: Document, id: string): object | undefined {
  const text = doc.getElementById(id)?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // said below
  }
  console.error(`The page's #${id} is not a JSON object; it is ignored.`);
  return undefined;
}

export function readRuntimeConfig(doc: Document = document): PortalConfig {
  const parsed = readJsonObject(doc, PORTAL_CONFIG_ELEMENT_ID);
  return mergePortalConfig(parsed as Partial<PortalConfig> | undefined);
}

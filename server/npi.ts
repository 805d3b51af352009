// NPI validity (DESIGN §5): the check digit, then the plan's imported provider list, then the NPPES registry.
import { hasValidNpiCheckDigit } from '../src/domain/npi';
import type { PortalStore } from './store/types';

export interface NpiChecker {
  isValid(npi: string): Promise<boolean>;
}

export interface NpiCheckerOptions {
  store: Pick<PortalStore, 'providerCount' | 'hasProvider'>;
  /** NPPES-compatible registry (`?number=…&version=2.1` answering `{ result_count }`). */
  registryUrl?: string | undefined;
  timeoutMs: number;
  /** How long the provider count is trusted before it is read again. */
  providerCountTtlMs?: number;
  onRegistryFailure?: (reason: string) => void;
}

export function createNpiChecker(options: NpiCheckerOptions): NpiChecker {
  const ttl = options.providerCountTtlMs ?? 5000;
  let providerCount: { value: number; readAt: number } | undefined;

  async function providerListInUse(): Promise<boolean> {
    const now = Date.now();
    if (!providerCount || now - providerCount.readAt > ttl) {
      providerCount = { value: await options.store.providerCount(), readAt: now };
    }
    return providerCount.value > 0;
  }

  async function askRegistry(registryUrl: string, npi: string): Promise<boolean> {
    const target = new URL(registryUrl);
    target.searchParams.set('number', npi);
    target.searchParams.set('version', '2.1');
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { result_count?: unknown; results?: unknown };
      if (typeof body.result_count === 'number') return body.result_count > 0;
      if (Array.isArray(body.results)) return body.results.length > 0;
      throw new Error('unexpected answer');
    } catch (error) {
      // The check digit already passed; a registry outage must not stop providers from submitting.
      options.onRegistryFailure?.(error instanceof Error ? error.message : 'unknown error');
      return true;
    }
  }

  return {
    async isValid(npi) {
      if (!hasValidNpiCheckDigit(npi)) return false;
      if ((await providerListInUse()) && !(await options.store.hasProvider(npi))) return false;
      if (options.registryUrl) return askRegistry(options.registryUrl, npi);
      return true;
    },
  };
}

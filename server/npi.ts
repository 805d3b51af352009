// NPI validity (docs/readings.md): the check digit, then the plan's imported provider list, then the NPPES registry.
import { LRUCache } from 'lru-cache';
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
  /** How long the registry's answer for an NPI is trusted (default one hour). */
  registryVerdictTtlMs?: number;
  /** The most NPIs whose registry answer is kept (default 10,000; the least recently asked go first). */
  registryVerdictsKept?: number;
}

export const REGISTRY_VERDICT_TTL_MS = 60 * 60 * 1000;
export const REGISTRY_VERDICTS_KEPT = 10_000;

/** A registry answer the checker cannot use; its message is fixed text. */
class RegistryAnswerError extends Error {
  override name = 'RegistryAnswerError';
}

/**
 * What went wrong, in fixed words: the messages of fetch and JSON errors can quote the registry's answer,
 * which can hold the NPI asked about, and this reason is logged.
 */
function failureReason(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (error instanceof RegistryAnswerError) return error.message;
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  if (name === 'SyntaxError') return 'answer is not JSON';
  return 'registry unreachable';
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

  /** The registry's answer, or undefined when it gave none the checker can use (the failure is reported). */
  async function askRegistry(registryUrl: string, npi: string): Promise<boolean | undefined> {
    const target = new URL(registryUrl);
    target.searchParams.set('number', npi);
    target.searchParams.set('version', '2.1');
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new RegistryAnswerError(`status ${response.status}`);
      const body = (await response.json()) as { result_count?: unknown; results?: unknown } | null;
      if (typeof body !== 'object' || body === null) throw new RegistryAnswerError('unexpected answer');
      if (typeof body.result_count === 'number') return body.result_count > 0;
      if (Array.isArray(body.results)) return body.results.length > 0;
      throw new RegistryAnswerError('unexpected answer');
    } catch (error) {
      options.onRegistryFailure?.(failureReason(error));
      return undefined;
    }
  }

  // A provider's NPI is looked up when they press DONE and again when the server stores their answer, and a busy
  // clinic submits for the same NPI many times: the registry is asked once per NPI and lifetime. Look-ups of one
  // NPI in flight at once share one request (LRUCache.fetch), and a failure is not remembered, so the next
  // submission asks again.
  const { registryUrl } = options;
  const registryVerdicts = registryUrl
    ? new LRUCache<string, boolean>({
        max: options.registryVerdictsKept ?? REGISTRY_VERDICTS_KEPT,
        ttl: options.registryVerdictTtlMs ?? REGISTRY_VERDICT_TTL_MS,
        fetchMethod: (npi) => askRegistry(registryUrl, npi),
      })
    : undefined;

  return {
    async isValid(npi) {
      if (!hasValidNpiCheckDigit(npi)) return false;
      if ((await providerListInUse()) && !(await options.store.hasProvider(npi))) return false;
      // The check digit already passed; a registry outage must not stop providers from submitting.
      if (registryVerdicts) return (await registryVerdicts.fetch(npi)) ?? true;
      return true;
    },
  };
}

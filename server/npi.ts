// NPI validity (docs/readings.md): the check digit, then the plan's imported provider list, then the NPPES registry.
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

  async function askRegistry(registryUrl: string, npi: string): Promise<boolean> {
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
      // The check digit already passed; a registry outage must not stop providers from submitting.
      options.onRegistryFailure?.(failureReason(error));
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

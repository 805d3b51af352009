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

/**
 * The most of a registry answer that is read (issue 21). NPPES answers a look-up of one NPI in a few kilobytes; an
 * answer of 40-60 MB was read whole before, and took the server from 94 to 250 MB.
 */
export const REGISTRY_ANSWER_MAX_BYTES = 64 * 1024;

/** The answer's text, read no further than REGISTRY_ANSWER_MAX_BYTES. */
async function cappedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > REGISTRY_ANSWER_MAX_BYTES) {
    await response.body?.cancel();
    throw new RegistryAnswerError('answer too large');
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    received += read.value.byteLength;
    if (received > REGISTRY_ANSWER_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new RegistryAnswerError('answer too large');
    }
    chunks.push(read.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
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
      // A redirect is never followed: a registry that sends the server elsewhere (an internal address) is a failure.
      const response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new RegistryAnswerError(`redirected (${response.status}), not followed`);
      }
      if (!response.ok) throw new RegistryAnswerError(`status ${response.status}`);
      const body = JSON.parse(await cappedText(response)) as { result_count?: unknown; results?: unknown } | null;
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

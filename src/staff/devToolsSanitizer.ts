// What the console shows Redux DevTools outside production (issue 38): everything but an endpoint's signing secret, which
// is shown to the admin once and must not linger in a recorded session that a developer replays or exports.
const SECRET = /whsec_[A-Za-z0-9+/=]+/g;

/** The value with every `whsec_` secret in it masked; the same value when it holds none. */
export function withoutSecrets<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SECRET, 'whsec_(hidden)') as T;
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutSecrets(inner)])) as T;
  }
  return value;
}

export const devToolsOptions = {
  actionSanitizer: <A>(action: A) => withoutSecrets(action),
  stateSanitizer: <S>(state: S) => withoutSecrets(state),
};

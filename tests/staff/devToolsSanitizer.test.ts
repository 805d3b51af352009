// An endpoint's secret never reaches Redux DevTools (issue 38): actions and state are shown with it masked.
import { withoutSecrets } from '../../src/staff/devToolsSanitizer';

it('masks every whsec_ secret in an action or a state, and leaves the rest as it is', () => {
  const action = { type: 'endpoints/secretShown', payload: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', endpoint: { id: 3, url: 'https://crm.example/hooks' } } };
  expect(withoutSecrets(action)).toEqual({ type: 'endpoints/secretShown', payload: { secret: 'whsec_(hidden)', endpoint: { id: 3, url: 'https://crm.example/hooks' } } });
  expect(withoutSecrets({ list: ['a', 'new whsec_AAAA= and whsec_BBBB'] })).toEqual({ list: ['a', 'new whsec_(hidden) and whsec_(hidden)'] });
  const plain = { type: 'inbox/shown', payload: { count: 2, on: true, none: null } };
  expect(withoutSecrets(plain)).toEqual(plain);
});

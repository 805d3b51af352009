/**
 * @jest-environment-options {"url": "https://forms.plan.example/"}
 */
// Over HTTPS the server names its anti-forgery cookies with the __Host- prefix (issue 21): the page reads that one, and
// a plain XSRF-TOKEN planted by a sibling subdomain is never sent.
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '../../src/api/client';
import { server } from '../../support/mswServer';

it('copies __Host-XSRF-TOKEN into X-XSRF-TOKEN, never a plain XSRF-TOKEN beside it', async () => {
  document.cookie = 'XSRF-TOKEN=planted; path=/';
  // jsdom keeps a __Host- cookie only as browsers do: Secure, Path=/, no Domain.
  document.cookie = '__Host-XSRF-TOKEN=the-real-one; path=/; secure';
  const sent: Request[] = [];
  server.use(
    http.post('https://forms.plan.example/api/Attestation', ({ request }) => {
      sent.push(request.clone());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  await createHttpClient({ apiBase: '', webBase: '' }).postJson('api', '/api/Attestation', { formData: '{}' });
  expect(sent[0]?.headers.get('x-xsrf-token')).toBe('the-real-one');
});

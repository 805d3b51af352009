// The API's one body parser (issue 21): JSON in UTF-8, read strictly. Fastify's own parser decodes any bytes as UTF-8
// with replacement characters, whatever charset the request names, and takes a body labelled compressed as it is; a
// name stored as `Jos\ufffd` is a silent loss. Here a charset other than UTF-8 or any Content-Encoding is a 415, and
// bytes that are not UTF-8 (an overlong form, an encoded surrogate, a stray Latin-1 byte) a 400, before JSON parsing,
// which stays Fastify's own (with its prototype-poisoning guard).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An error the app's error handler answers with its status (and logs, for a 415, as a security event). */
function refusal(statusCode: 400 | 415, code: string): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(code), { statusCode, code });
}

/** The charset a Content-Type names, lower-cased; undefined when it names none. */
export function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text as it came, for a route that verifies a signature of it (server/routes/consentIntake.ts). */
    jsonText: string | undefined;
  }
}

export function acceptStrictJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('jsonText', undefined);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return done(refusal(415, 'PORTAL_CONTENT_ENCODING'), undefined);
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return done(refusal(415, 'PORTAL_CHARSET'), undefined);
    let text: string;
    try {
      text = utf8.decode(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    } catch {
      return done(refusal(400, 'PORTAL_NOT_UTF8'), undefined);
    }
    request.jsonText = text;
    parseJson(request, text, done);
  });
}

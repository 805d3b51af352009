// The browser reads a cookie with src/domain/cookies.ts, the server with @fastify/cookie (request.cookies): for the
// same Cookie header, both must give the same value, or the XSRF header the browser copies would not match the cookie
// the server compares it with.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { readCookie } from '../../src/domain/cookies';

const HEADERS = [
  'portal_language=es',
  'a=1; portal_language=es; b=2',
  '  portal_language =  es  ;b=2',
  'XSRF-TOKEN=first; XSRF-TOKEN=second',
  `portal_language=${encodeURIComponent('zh-Hant ü;=')}`,
  'token=a%2Bb%3D',
  'token=100%',
  'token=%E0%A4%A',
  'token=a=b==',
  'token="quoted"',
  'token="%22"',
  'portal_language; token=x',
  'portal_language=',
  '__Host-XSRF-TOKEN=1700000000.abc.def%2Fg; __Host-portal_session=s',
];

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/', async (request) => request.cookies);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

it.each(HEADERS)('reads %j as @fastify/cookie does', async (header) => {
  const parsed = (await app.inject({ url: '/', headers: { cookie: header } })).json<Record<string, string>>();
  const names = [...new Set([...Object.keys(parsed), 'portal_language', 'token', 'XSRF-TOKEN'])];
  expect(Object.fromEntries(names.map((name) => [name, readCookie(header, name)]))).toEqual(Object.fromEntries(names.map((name) => [name, parsed[name]])));
});

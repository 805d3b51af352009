// The emails of confirmed consent (issue 36) in every language the build has catalogs for: their words in that
// language, times where the plan is, an HTML body that escapes what it is given, and nothing of the member in them.
import { confirmEmailMessage, contactChangeNotice, type MailMessage, type MailPlan } from '../../../server/mail/messages';
import { serverTranslate } from '../../../server/languages';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { CONFIRM_EMAIL_TEXTS, CONTACT_CHANGE_TEXTS } from '../../../src/domain/mailTexts';
import { fillIn } from '../../../src/domain/text';
import { CATALOGS } from '../../../src/locales/catalogs';

// Every language with a catalog, and English: a new catalog is tested without an edit here.
const LANGUAGES = [...new Set([SOURCE_LANGUAGE, ...Object.keys(CATALOGS)])];

const PLAN: MailPlan = {
  planName: 'Example Health Plan',
  supportPhone: '8005550100',
  ttyPhone: '800-555-0199',
  hours: 'Monday to Friday, 8 AM to 5 PM',
  timeZone: 'America/Los_Angeles',
};
const SUPPORT_PHONE = '(800) 555-0100';
const TTY_PHONE = '(800) 555-0199';
const PLAN_PHONES = [SUPPORT_PHONE, TTY_PHONE];
const LINK = 'https://portal.plan.example/confirmemail?token=abcDEFghiJKL_mno-pqr';
const REFERENCE = 'PMC-3HWT9CAE';
// 9:00 in the morning in Los Angeles (PST), noon in New York.
const EXPIRES_AT = new Date('2026-12-05T17:00:00Z');
// 9:15 in the morning in Los Angeles.
const REQUESTED_AT = new Date('2026-11-28T17:15:00Z');

const confirm = (language: string, plan: MailPlan = PLAN, link = LINK) =>
  confirmEmailMessage(plan, { language, link, expiresAt: EXPIRES_AT, reference: REFERENCE });
const notice = (language: string, plan: MailPlan = PLAN) => contactChangeNotice(plan, { language, requestedAt: REQUESTED_AT });

const occurrences = (text: string, part: string) => text.split(part).length - 1;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const phoneValues = { planName: PLAN.planName, phone: SUPPORT_PHONE, tty: TTY_PHONE, hours: PLAN.hours };

/** Anything in a message that looks like a US phone number, an email address or a run of digits such as an ID. */
function personalLookingParts(message: MailMessage): string[] {
  const all = `${message.subject}\n${message.text}\n${message.html}`;
  return [...all.matchAll(/\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}|[^\s<>"]+@[^\s<>"]+|\d{5,}/g)].map(([found]) => found);
}

describe.each(LANGUAGES)('in %s', (language) => {
  const tr = serverTranslate(language);
  const translated = language !== SOURCE_LANGUAGE;

  describe('the email that asks to confirm an address', () => {
    const message = confirm(language);
    const sentences = { whoAsked: { ...phoneValues, reference: REFERENCE }, howToConfirm: {}, notYou: phoneValues } as const;
    // The expiry sentence around its date, which the tests below read on its own.
    const [beforeExpiry = '', afterExpiry = ''] = tr(CONFIRM_EMAIL_TEXTS.until, { expiresAt: '\u0000' }).split('\u0000');

    it('says its subject and text in the language, and is exactly its sentences, the link and the plan', () => {
      expect(message.subject).toBe(tr(CONFIRM_EMAIL_TEXTS.subject, { planName: PLAN.planName }));
      const paragraphs = message.text.trimEnd().split('\n\n');
      expect(paragraphs).toHaveLength(6);
      expect(paragraphs[0]).toBe(tr(CONFIRM_EMAIL_TEXTS.whoAsked, sentences.whoAsked));
      expect(paragraphs[1]).toBe(tr(CONFIRM_EMAIL_TEXTS.howToConfirm));
      expect(paragraphs[2]).toBe(LINK);
      expect(paragraphs[3]?.startsWith(beforeExpiry)).toBe(true);
      expect(paragraphs[3]?.endsWith(afterExpiry)).toBe(true);
      expect(paragraphs[4]).toBe(tr(CONFIRM_EMAIL_TEXTS.notYou, sentences.notYou));
      expect(paragraphs[5]).toBe(PLAN.planName);
      if (translated) {
        expect(message.subject).not.toContain('Confirm your email address');
        for (const key of ['whoAsked', 'howToConfirm', 'notYou'] as const) {
          expect(message.text).not.toContain(fillIn(CONFIRM_EMAIL_TEXTS[key], sentences[key]));
        }
        expect(message.text).not.toContain('The link works until');
      }
    });

    it('names the link\'s words in the sentence that tells what to select', () => {
      expect(tr(CONFIRM_EMAIL_TEXTS.howToConfirm)).toContain(tr(CONFIRM_EMAIL_TEXTS.linkText));
    });

    it('shows the link once in the text and once as the href of the words "Confirm my email address"', () => {
      expect(occurrences(message.text, LINK)).toBe(1);
      expect(message.text).toContain(`\n${LINK}\n`);
      expect(occurrences(message.html, `href="${LINK}"`)).toBe(1);
      expect(message.html).toContain(`<a href="${LINK}">${escapeHtml(tr(CONFIRM_EMAIL_TEXTS.linkText))}</a>`);
      // And as text beneath, for clients that strip links: nowhere else.
      expect(occurrences(message.html, LINK)).toBe(2);
    });

    it('says until when the link works in the plan\'s time zone, whatever the server\'s', () => {
      expect(message.text).toMatch(/\b9:00\b/);
      expect(message.text).not.toMatch(/\b17:00\b/);
      const inNewYork = confirm(language, { ...PLAN, timeZone: 'America/New_York' });
      expect(inNewYork.text).toMatch(/\b12:00\b/);
      expect(inNewYork.text).not.toMatch(/\b9:00\b/);
    });
  });

  describe('the notice of a change to how the plan contacts a member', () => {
    const message = notice(language);

    it('says its subject and text in the language, and is exactly its sentences and the plan', () => {
      expect(message.subject).toBe(tr(CONTACT_CHANGE_TEXTS.subject, { planName: PLAN.planName }));
      const paragraphs = message.text.trimEnd().split('\n\n');
      expect(paragraphs).toHaveLength(5);
      expect(paragraphs[0]).toMatch(/\b9:15\b/);
      expect(paragraphs[1]).toBe(tr(CONTACT_CHANGE_TEXTS.ifYou));
      expect(paragraphs[2]).toBe(tr(CONTACT_CHANGE_TEXTS.notYou, phoneValues));
      expect(paragraphs[3]).toBe(tr(CONTACT_CHANGE_TEXTS.noAnswers));
      expect(paragraphs[4]).toBe(PLAN.planName);
      if (translated) {
        expect(message.subject).not.toContain('A change to how');
        for (const english of [CONTACT_CHANGE_TEXTS.ifYou, CONTACT_CHANGE_TEXTS.noAnswers, fillIn(CONTACT_CHANGE_TEXTS.notYou, phoneValues)]) {
          expect(message.text).not.toContain(english);
        }
        expect(message.text).not.toContain('we received a request');
      }
    });

    it('says when the request came in the plan\'s time zone', () => {
      expect(message.text).not.toMatch(/\b17:15\b/);
      expect(notice(language, { ...PLAN, timeZone: 'America/New_York' }).text).toMatch(/\b12:15\b/);
    });
  });

  it.each([
    ['confirmation', (plan: MailPlan) => confirm(language, plan)],
    ['change notice', (plan: MailPlan) => notice(language, plan)],
  ])('draws the %s as a simple HTML page in the language, escaping the plan\'s name', (_name, draw) => {
    const planName = 'Health <b>&"Plan"';
    const { subject, html } = draw({ ...PLAN, planName });
    expect(html.startsWith('<!doctype html>\n')).toBe(true);
    expect(html).toContain(`<html lang="${language}" dir="ltr">`);
    expect(occurrences(html, '<title>')).toBe(1);
    expect(occurrences(html, '<h1')).toBe(1);
    expect(html).toContain(`<title>${escapeHtml(subject)}</title>`);
    expect(html).toContain(escapeHtml(planName));
    expect(html).not.toContain(planName);
    expect(html).not.toContain('<b>');
    // Nothing that loads, runs or tracks.
    expect(html).not.toMatch(/<(img|script|link|iframe|object|style)\b/i);
    expect(html).not.toMatch(/\bsrc=|url\(/i);
  });

  it('holds no member ID, name, member phone number or email address: only the plan\'s numbers', () => {
    for (const message of [confirm(language), notice(language)]) {
      expect(personalLookingParts(message).every((part) => PLAN_PHONES.includes(part))).toBe(true);
      expect(message.text).toContain(SUPPORT_PHONE);
      expect(message.text).toContain(`TTY ${TTY_PHONE}`);
    }
  });
});

it('writes Spanish for a Spanish member, with the expiry as a Spanish date', () => {
  const { subject, text, html } = confirm('es');
  expect(subject).toBe('Confirme su dirección de correo electrónico para Example Health Plan');
  expect(text).toContain('formulario de contacto preferido (número de referencia PMC-3HWT9CAE)');
  expect(text).toContain('5 de diciembre de 2026');
  expect(html).toContain('>Confirmar mi dirección de correo electrónico</a>');
  expect(notice('es').text).toContain('28 de noviembre de 2026');
});

it('writes the English of the issue, with the plan\'s zone name', () => {
  const { text } = confirm('en');
  expect(text).toMatch(/The link works until December 5, 2026 at 9:00\sAM PST\. Until you confirm, we do not use this address\./);
  expect(text).toContain('To tell us, call Example Health Plan at (800) 555-0100 (TTY (800) 555-0199). Hours: Monday to Friday, 8 AM to 5 PM.');
  expect(notice('en').text).toMatch(/^On November 28, 2026 at 9:15\sAM PST, we received a request on the preferred contact form/);
});

it('ends a sentence with one full stop when the plan\'s hours end with one', () => {
  const hours = 'de lunes a viernes, de 8 a. m. a 5 p. m.';
  expect(confirm('es', { ...PLAN, hours }).text).toContain('de 8 a. m. a 5 p. m.\n');
  expect(notice('es', { ...PLAN, hours }).text).toContain('de 8 a. m. a 5 p. m. El cambio');
});

it('writes English, with lang="en", for a language the build has no catalog for', () => {
  const message = confirm('fr');
  expect(message.subject).toBe('Confirm your email address for Example Health Plan');
  expect(message.html).toContain('<html lang="en" dir="ltr">');
  expect(message.text).toMatch(/December 5, 2026/);
});

it.each(['javascript:alert(1)', 'data:text/html,hello', 'mailto:someone@example.org', 'ftp://portal.plan.example/x', '/confirmemail?token=abc', ''])(
  'refuses a link that is not http or https: %j',
  (link) => {
    expect(() => confirm('en', PLAN, link)).toThrow(/http or https|not a URL/);
  },
);

it('takes nothing of the member: the type checker refuses an answer passed in', () => {
  // @ts-expect-error a member's answers have no place in an email
  const withMemberId = confirmEmailMessage(PLAN, { language: 'en', link: LINK, expiresAt: EXPIRES_AT, reference: REFERENCE, memberId: 'AB-123' });
  // @ts-expect-error a member's answers have no place in an email
  const withEmail = contactChangeNotice(PLAN, { language: 'en', requestedAt: REQUESTED_AT, emailAddress: 'someone@example.org' });
  // And were one passed anyway, it is not read.
  expect(JSON.stringify([withMemberId, withEmail])).not.toMatch(/AB-123|someone@example\.org/);
});

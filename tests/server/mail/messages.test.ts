// The emails of issue 36 (confirmed consent, and the receipt a person asks for) in every language the build has
// catalogs for: their words in that language, times where the plan is, an HTML body that escapes what it is given,
// and nothing of the member in them.
import {
  confirmEmailMessage,
  contactChangeNotice,
  receiptMessage,
  type MailMessage,
  type MailPlan,
  type ReceiptInput,
  type ReceiptKind,
} from '../../../server/mail/messages';
import { serverTranslate } from '../../../server/languages';
import { CONFIRMATION_TTL_DAYS, type ContactPoint } from '../../../src/domain/contactConfirmation';
import { CONTACT_MESSAGES } from '../../../src/domain/contactTexts';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { CONFIRM_EMAIL_TEXTS, CONTACT_CHANGE_TEXTS, RECEIPT_TEXTS } from '../../../src/domain/mailTexts';
import { TGI_SURVEY_TITLE } from '../../../src/domain/routeTable';
import { STATE_TRAINING_TITLE } from '../../../src/domain/trainings';
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
  address: '1200 Harbor Way, Suite 300, Long Beach, CA 90802',
  mainPhone: '5625550199',
};
const SUPPORT_PHONE = '(800) 555-0100';
const TTY_PHONE = '(800) 555-0199';
const MAIN_PHONE = '(562) 555-0199';
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

// The receipt: each kind with the English name of its form, as the server passes it.
const RECEIPT_KINDS: readonly ReceiptKind[] = ['contact', 'tgi', 'attestation'];
const FORM_NAMES: Record<ReceiptKind, string> = { contact: CONTACT_MESSAGES.formTitle, tgi: TGI_SURVEY_TITLE, attestation: STATE_TRAINING_TITLE };
// 9:15 in the morning in Los Angeles.
const RECEIVED_AT = new Date('2026-11-28T17:15:00Z');
// Out of the form's order and twice, as a caller might pass them.
const CHANNELS: NonNullable<ReceiptInput['consent']>['channels'] = ['phone', 'email', 'phone'];
const receipt = (language: string, kind: ReceiptKind, options: { plan?: MailPlan; awaiting?: readonly ContactPoint[] } = {}) =>
  receiptMessage(options.plan ?? PLAN, {
    language,
    kind,
    formName: FORM_NAMES[kind],
    reference: REFERENCE,
    receivedAt: RECEIVED_AT,
    ...(kind === 'contact' ? { consent: { channels: CHANNELS, awaiting: options.awaiting ?? [] } } : {}),
  });
const AWAITING_TEXTS = [RECEIPT_TEXTS.awaitingEmail, RECEIPT_TEXTS.awaitingMobile, RECEIPT_TEXTS.awaitingBoth];

const occurrences = (text: string, part: string) => text.split(part).length - 1;
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
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

  describe.each(RECEIPT_KINDS)('the receipt of the %s form', (kind) => {
    const message = receipt(language, kind);
    const formName = tr(FORM_NAMES[kind], { planName: PLAN.planName });
    const paragraphs = message.text.trimEnd().split('\n\n');
    // The first sentence around its time, which the tests below read on its own.
    const [beforeTime = '', afterTime = ''] = tr(RECEIPT_TEXTS.received, { planName: PLAN.planName, formName, reference: REFERENCE, receivedAt: '\u0000' }).split('\u0000');
    const receivedAt = (paragraphs[0] ?? '').slice(beforeTime.length, (paragraphs[0] ?? '').length - afterTime.length);
    // The consent's channels in the form's order, each once, as a list in the language.
    const channels = new Intl.ListFormat(language, { type: 'conjunction' }).format([tr(RECEIPT_TEXTS.channels.email), tr(RECEIPT_TEXTS.channels.phone)]);
    const changeOrStop = tr(RECEIPT_TEXTS.changeOrStop, { planName: PLAN.planName, phone: SUPPORT_PHONE, tty: TTY_PHONE });
    const next = { contact: [tr(RECEIPT_TEXTS.contactChosen, { channels }), changeOrStop], tgi: [tr(RECEIPT_TEXTS.tgiNext)], attestation: [tr(RECEIPT_TEXTS.attestationNext)] }[kind];
    const phoneLine = kind === 'contact' ? tr(RECEIPT_TEXTS.memberServices, { phone: SUPPORT_PHONE }) : tr(RECEIPT_TEXTS.phone, { phone: MAIN_PHONE });
    const contactBlock = (phone: string, address: string = PLAN.address) =>
      [PLAN.planName, ...(address ? [address] : []), phone, tr(RECEIPT_TEXTS.tty, { tty: TTY_PHONE }), tr(RECEIPT_TEXTS.hours, { hours: PLAN.hours })].join('\n');

    it('says its subject and text in the language, and is exactly its sentences and the plan\'s contact block', () => {
      expect(message.subject).toBe(tr(RECEIPT_TEXTS.subject, { formName }));
      expect(paragraphs[0]?.startsWith(beforeTime)).toBe(true);
      expect(paragraphs[0]?.endsWith(afterTime)).toBe(true);
      expect(paragraphs.slice(1)).toEqual([...next, tr(RECEIPT_TEXTS.noCopy), contactBlock(phoneLine)]);
    });

    it('says the same in its HTML, in the language, the contact block as one paragraph of lines', () => {
      expect(message.html).toContain(`<html lang="${language}" dir="ltr">`);
      expect(message.html).toContain(`<h1 style="font-size: 20px;">${escapeHtml(message.subject)}</h1>`);
      const body = paragraphs.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>\n')}</p>`).join('\n');
      expect(message.html).toContain(`\n${body}\n</body>`);
    });

    it('names the form in the language and gives the reference once', () => {
      expect(message.subject).toContain(formName);
      expect(paragraphs[0]).toContain(formName);
      expect(occurrences(message.text, REFERENCE)).toBe(1);
      expect(occurrences(message.html, REFERENCE)).toBe(1);
      expect(message.subject).not.toContain(REFERENCE);
    });

    it('says when the form came in the plan\'s time zone, whatever the server\'s', () => {
      expect(receivedAt).toMatch(/\b9:15\b/);
      expect(receivedAt).toContain('2026');
      expect(message.text).not.toMatch(/\b17:15\b/);
      const inNewYork = receipt(language, kind, { plan: { ...PLAN, timeZone: 'America/New_York' } });
      expect(inNewYork.text).toMatch(/\b12:15\b/);
      expect(inNewYork.text).not.toMatch(/\b9:15\b/);
    });

    it('leaves out an address the plan does not have, and gives the support number when a provider\'s form has no main number', () => {
      const withoutAddress = receipt(language, kind, { plan: { ...PLAN, address: '', mainPhone: '' } });
      const phone = kind === 'contact' ? phoneLine : tr(RECEIPT_TEXTS.phone, { phone: SUPPORT_PHONE });
      expect(withoutAddress.text.trimEnd().endsWith(`\n\n${contactBlock(phone, '')}`)).toBe(true);
      expect(withoutAddress.text).not.toContain(MAIN_PHONE);
    });

    it('restates a consent\'s channels only on a consent\'s receipt, and what it waits for only when it waits', () => {
      const restated = [tr(RECEIPT_TEXTS.contactChosen, { channels }), ...AWAITING_TEXTS.map((text) => tr(text, { channels, days: CONFIRMATION_TTL_DAYS }))];
      if (kind !== 'contact') {
        for (const sentence of [...restated, changeOrStop]) expect(message.text).not.toContain(sentence);
        expect(message.text).not.toContain(tr(RECEIPT_TEXTS.channels.email));
        return;
      }
      const cases: [readonly ContactPoint[], string][] = [
        [[], RECEIPT_TEXTS.contactChosen],
        [['email'], RECEIPT_TEXTS.awaitingEmail],
        [['mobile'], RECEIPT_TEXTS.awaitingMobile],
        [['mobile', 'email'], RECEIPT_TEXTS.awaitingBoth],
      ];
      for (const [awaiting, english] of cases) {
        const said = receipt(language, kind, { awaiting }).text.trimEnd().split('\n\n');
        const expected = tr(english, { channels, days: CONFIRMATION_TTL_DAYS });
        expect(said[1]).toBe(expected);
        expect(said[2]).toBe(changeOrStop);
        for (const other of restated.filter((sentence) => sentence !== expected)) expect(said).not.toContain(other);
      }
    });

    if (translated) {
      it('leaves no English of its own in the translation', () => {
        const said = `${message.subject}\n${receipt(language, kind, { awaiting: ['email', 'mobile'] }).text}\n${message.text}`;
        const englishTexts = [...Object.values(RECEIPT_TEXTS).filter((text) => typeof text === 'string'), ...Object.values(RECEIPT_TEXTS.channels), FORM_NAMES[kind]];
        // Each text's words between its placeholders; a piece without four letters ("TTY: ", " on ") says nothing.
        const pieces = englishTexts.flatMap((english) => english.split(/\{\w+\}/)).map((piece) => piece.trim()).filter((piece) => (piece.match(/[a-z]/gi) ?? []).length >= 4);
        expect(pieces.filter((piece) => said.includes(piece))).toEqual([]);
      });
    }

    it('holds no answer, name, email address, member ID or number of the person: only the plan\'s, the reference and the date', () => {
      for (const said of [message, receipt(language, kind, { awaiting: ['email'] })]) {
        expect(`${said.subject}${said.text}${said.html}`).not.toContain('@');
        expect(personalLookingParts(said).every((part) => [...PLAN_PHONES, MAIN_PHONE, '90802'].includes(part))).toBe(true);
      }
      // Not a digit in the subject and text but the plan's numbers, address and hours, the reference and the time.
      let rest = `${message.subject}\n${message.text}`;
      for (const known of [PLAN.address, PLAN.hours, MAIN_PHONE, ...PLAN_PHONES, REFERENCE, receivedAt]) rest = rest.split(known).join('');
      expect(rest).not.toMatch(/\d/);
    });
  });

  it.each<[string, (plan: MailPlan) => MailMessage]>([
    ['confirmation', (plan) => confirm(language, plan)],
    ['change notice', (plan) => notice(language, plan)],
    ...RECEIPT_KINDS.map((kind): [string, (plan: MailPlan) => MailMessage] => [`${kind} receipt`, (plan) => receipt(language, kind, { plan, awaiting: ['email'] })]),
  ])('draws the %s as a simple HTML page in the language, escaping the plan\'s name', (_name, draw) => {
    const planName = 'Health <b>&"Plan"';
    const { subject, html } = draw({ ...PLAN, planName, address: '12 <i>Main</i> St & "Co"' });
    expect(html.startsWith('<!doctype html>\n')).toBe(true);
    expect(html).toContain(`<html lang="${language}" dir="ltr">`);
    expect(occurrences(html, '<title>')).toBe(1);
    expect(occurrences(html, '<h1')).toBe(1);
    expect(html).toContain(`<title>${escapeHtml(subject)}</title>`);
    expect(html).toContain(escapeHtml(planName));
    expect(html).not.toContain(planName);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
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

describe('the receipt', () => {
  it('writes the English of the issue, with the plan\'s zone name and the channels as an English list', () => {
    const { subject, text } = receipt('en', 'contact');
    expect(subject).toBe('We received your form: Member Preferred Method of Contact Consent Form');
    expect(text).toMatch(
      /^Example Health Plan received your form, “Member Preferred Method of Contact Consent Form”, on November 28, 2026 at 9:15\sAM PST\. Your reference number is PMC-3HWT9CAE\.\n/,
    );
    expect(text).toContain('\n\nWe will contact you only in the ways you chose: emails and phone calls.\n\n');
    expect(text).toContain(
      '\n\nExample Health Plan\n1200 Harbor Way, Suite 300, Long Beach, CA 90802\nMember services: (800) 555-0100\nTTY: (800) 555-0199\nHours: Monday to Friday, 8 AM to 5 PM\n',
    );
    const three = receiptMessage(PLAN, { language: 'en', kind: 'contact', formName: CONTACT_MESSAGES.formTitle, reference: REFERENCE, receivedAt: RECEIVED_AT, consent: { channels: ['text', 'prerecorded', 'email'], awaiting: ['mobile'] } });
    expect(three.text).toContain('Your choices (emails, text messages, and pre-recorded calls) take effect once you confirm your new mobile number: reply YES to our text message within 7 days.');
    expect(receipt('en', 'tgi').text).toContain('\nPhone: (562) 555-0199\n');
  });

  it('writes Spanish for a Spanish member: the form\'s Spanish name, a Spanish date and a Spanish list', () => {
    const { subject, text } = receipt('es', 'contact', { awaiting: ['email', 'mobile'] });
    expect(subject).toBe('Recibimos su formulario: Formulario de consentimiento del método de contacto preferido del miembro');
    expect(text).toContain('28 de noviembre de 2026');
    expect(text).toContain('Sus preferencias (correos electrónicos y llamadas telefónicas) se aplicarán cuando confirme tanto');
    expect(text).toContain('\nServicios para miembros: (800) 555-0100\nTTY: (800) 555-0199\nHorario: ');
    expect(receipt('es', 'attestation').subject).toBe(`Recibimos su formulario: ${serverTranslate('es')(STATE_TRAINING_TITLE)}`);
  });

  it('writes English, with lang="en", for a language the build has no catalog for', () => {
    const message = receipt('fr', 'tgi');
    expect(message.subject).toBe(`We received your form: ${TGI_SURVEY_TITLE}`);
    expect(message.html).toContain('<html lang="en" dir="ltr">');
  });

  it('takes nothing of the person: the type checker refuses an answer passed in', () => {
    const input = { language: 'en', kind: 'tgi', formName: TGI_SURVEY_TITLE, reference: REFERENCE, receivedAt: RECEIVED_AT } as const;
    // @ts-expect-error a person's answers have no place in a receipt
    const withAnswers = receiptMessage(PLAN, { ...input, npi: '1234567893', emailAddress: 'someone@example.org' });
    expect(JSON.stringify(withAnswers)).not.toMatch(/1234567893|someone@example\.org/);
  });
});

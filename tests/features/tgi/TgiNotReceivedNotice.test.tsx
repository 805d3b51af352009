// Issue 22: a survey not yet received keeps a way to be sent again on the survey's page, after its failure toast was
// closed (×) or on a later visit, as a provider meets it: the whole app on a real store, msw, the keyboard, axe, Spanish.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import type { TgiSurveyRecord } from '../../../src/domain/tgi';
import { TGI_KEPT_SURVEYS_KEY, type KeptSurvey } from '../../../src/features/tgi/keptSurveys';
import { mockEndpoint, receivedSubmissions } from '../../../mocks/handlers';
import { scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { fakeTimersButNetwork } from '../../../support/fakeTimers';
import { expectNoAxeViolations, openFormPage, savedRecords, tabTo, type OpenFormPageOptions } from '../../../support/formPage';
import { switchLanguage } from '../../../support/testLanguage';
import { SAMPLE_TGI_RECORD } from '../../../support/sampleRecords';

const TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';
const THANKS = 'Thank you! Your responses have been submitted successfully.';
const DELIVERY_FAILED = 'Your survey answers were not received';
const SENDING_AGAIN = 'Sending your survey answers again…';
const DELIVERED = 'Your survey answers were received.';
const NOTICE = 'Survey answers not received yet';
const ONE_NOT_RECEIVED = 'One survey you sent has not reached our server yet. We still have its answers, so nothing is lost.';
const SEND_AGAIN = 'Send again';

const openScreen = (options: OpenFormPageOptions = {}) => openFormPage('/tgisurvey', { heading: TITLE, timeout: 10_000, ...options });

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await switchLanguage(SOURCE_LANGUAGE);
  document.documentElement.lang = SOURCE_LANGUAGE;
});

async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Provider Last Name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Provider First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Individual NPI' }), '1234567893');
  await user.type(screen.getByRole('textbox', { name: 'Full Name of Person Completing Survey' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Title of Person Completing Survey' }), 'Office Manager');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@clinic.example.com');
  await user.click(screen.getByRole('textbox', { name: 'Phone Number' }));
  await user.keyboard('9165550100');
  await user.click(within(screen.getByRole('group', { name: 'Does this provider offer gender-affirming services?' })).getByRole('radio', { name: 'Yes' }));
}

/** The keys the device keeps; [] when it keeps nothing. */
function keptKeys(): string[] {
  const text = localStorage.getItem(TGI_KEPT_SURVEYS_KEY);
  return text === null ? [] : (JSON.parse(text) as { surveys: KeptSurvey[] }).surveys.map(({ idempotencyKey }) => idempotencyKey);
}

/** Surveys an earlier visit kept, issued a minute ago. */
function keptOnDevice(keys: string[], language = 'en'): TgiSurveyRecord {
  const issuedAt = new Date(Date.now() - 60_000).toISOString();
  const record: TgiSurveyRecord = { ...SAMPLE_TGI_RECORD, dateSubmitted: issuedAt };
  const surveys: KeptSurvey[] = keys.map((idempotencyKey) => ({ record, idempotencyKey, issuedAt, language }));
  localStorage.setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify({ version: 1, surveys }));
  return record;
}

/**
 * A server whose survey call fails at once and for good in this visit (a 404 is not retried: a misplaced endpoint),
 * without refusing the record itself, which would end its keeping (a 400, see keptSurveys.test.ts).
 */
function serverRefusesSurveys() {
  server.use(mockEndpoint('tgi', () => HttpResponse.json({ error: 'Not Found' }, { status: 404, statusText: 'Not Found' })));
}

const notice = () => screen.queryByRole('region', { name: NOTICE });

describe('a failed survey whose toast was closed (×)', () => {
  it('stays kept, and the page offers Send again, which a keyboard sends, with focus on what happens next', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...scenarios.tgiSaveFails500);
    const { user } = await openScreen();
    await fillIn(user);
    // Only the retry delays are faked from here: the answers of msw and the promises stay real.
    fakeTimersButNetwork();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: THANKS });
    // No notice while the survey is still on its way: it is not known to have failed.
    expect(notice()).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    const errors = screen.getByRole('list', { name: 'Error messages' });
    const toast = await within(errors).findByRole('listitem');
    expect(toast).toHaveTextContent(DELIVERY_FAILED);
    expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
    const [key] = keptKeys();
    expect(key).toMatch(/^[A-Za-z0-9_-]{21}$/);

    await user.click(within(toast).getByRole('button', { name: `Close: ${DELIVERY_FAILED}` }));
    expect(errors).toBeEmptyDOMElement();
    // Closing the toast lets nothing go: the survey is still kept on the device, and the page says so, above its heading.
    expect(keptKeys()).toEqual([key]);
    const region = notice();
    expect(region).toBeInTheDocument();
    expect(within(region as HTMLElement).getByRole('heading', { level: 2, name: NOTICE })).toBeInTheDocument();
    expect(region).toHaveTextContent(ONE_NOT_RECEIVED);
    expect(region?.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: TITLE })) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The thanks stays as it was.
    expect(screen.getByRole('heading', { name: THANKS })).toBeInTheDocument();
    server.resetHandlers();
    jest.useRealTimers();
    await expectNoAxeViolations();

    const sendAgain = within(region as HTMLElement).getByRole('button', { name: SEND_AGAIN });
    await tabTo(user, sendAgain, 40);
    await user.keyboard('{Enter}');
    // The button gives way to what is happening, which takes the focus, so it is never lost on the page's body.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELIVERED));
    expect(document.activeElement).not.toBe(document.body);
    expect(notice()).not.toBeInTheDocument();
    expect(savedRecords()).toEqual([expect.objectContaining(SAMPLE_TGI_RECORD)]);
    expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe(key);
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText(DELIVERED)).toBeInTheDocument();
    // Received: nothing is kept any more, and the thanks gets its reference.
    expect(keptKeys()).toEqual([]);
    expect(await screen.findByText('TGI-000001')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says "Sending your survey answers again…" where the button was while the server has not answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptOnDevice(['kept-key-0001']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    let answer: () => void = () => undefined;
    server.resetHandlers();
    server.use(
      mockEndpoint('tgi', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ id: 7, reference: 'TGI-000007' }, { status: 201 });
      }),
    );
    await user.click(within(region).getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(SENDING_AGAIN));
    expect(notice()).not.toBeInTheDocument();
    await expectNoAxeViolations();
    answer();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELIVERED));
    expect(keptKeys()).toEqual([]);
  });
});

describe('the next visit', () => {
  it('sends what an earlier visit kept as the app starts, on any page, and says it was received', async () => {
    const record = keptOnDevice(['kept-key-0001']);
    await openFormPage('/', { timeout: 10_000 });
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText(DELIVERED)).toBeInTheDocument();
    expect(savedRecords()).toEqual([record]);
    expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe('kept-key-0001');
    expect(keptKeys()).toEqual([]);
  });

  it('two kept surveys refused again: a sticky toast each, and the survey page offers to send both again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptOnDevice(['kept-key-0001', 'kept-key-0002']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    expect(region).toHaveTextContent('2 surveys you sent have not reached our server yet. We still have their answers, so nothing is lost.');
    const errors = screen.getByRole('list', { name: 'Error messages' });
    expect(within(errors).getAllByRole('listitem')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalledTimes(2);
    // Still kept: the visit after would send them again.
    expect(keptKeys()).toEqual(['kept-key-0001', 'kept-key-0002']);
    await expectNoAxeViolations();

    server.resetHandlers();
    await user.click(within(region).getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELIVERED));
    expect(receivedSubmissions.map((submission) => submission.headers['idempotency-key']).sort()).toEqual(['kept-key-0001', 'kept-key-0002']);
    expect(keptKeys()).toEqual([]);
    expect(errors).toBeEmptyDOMElement();
  });

  it('in Spanish', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptOnDevice(['kept-key-0001'], 'es');
    serverRefusesSurveys();
    const { user } = await openScreen({ preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] } } } });
    await screen.findByRole('region', { name: NOTICE });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    const region = await screen.findByRole('region', { name: 'Aún no recibimos sus respuestas de la encuesta' });
    expect(region).toHaveTextContent('Una encuesta que usted envió todavía no llega a nuestro servidor. Aún tenemos sus respuestas, así que no se perdió nada.');
    server.resetHandlers();
    await user.click(within(region).getByRole('button', { name: 'Enviar otra vez' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Se recibieron sus respuestas de la encuesta.'));
    // Sent in the language it was written in.
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('es');
    await expectNoAxeViolations();
  });
});

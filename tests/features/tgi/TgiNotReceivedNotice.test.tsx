// Issue 22 and issue 35 (item 8): a survey not yet received keeps a way to be sent again, kept on this device or deleted,
// on the survey's page, after its failure toast was closed (×), after a reload, or on a later visit when the person had
// chosen to keep it on the device; as a provider meets it: the whole app on a real store, msw, the keyboard, axe, Spanish.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import type { TgiSurveyRecord } from '../../../src/domain/tgi';
import { KEPT_SURVEYS_VERSION, TGI_KEPT_SURVEYS_KEY, type KeptSurvey } from '../../../src/features/tgi/keptSurveys';
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
const ONE_NOT_RECEIVED = 'One survey you sent has not reached our server yet.';
const IN_TAB_ONE = 'Its answers are kept in this tab only, for up to 24 hours: closing the tab deletes them.';
const ON_DEVICE_ONE = 'Its answers are kept on this device for up to 24 hours, until they are sent or deleted.';
const EARLIER_VISIT_ONE = 'One survey sent from this browser on an earlier visit has not reached our server. It is sent only when you select Send again.';
const KEEP_ON_DEVICE_ONE = 'Keep it on this device until it is sent';
const KEEP_ON_DEVICE_NOTE = 'Choose this only on a computer that is yours: anyone who uses this browser after you could see the answers.';
const SEND_AGAIN = 'Send again';
const DELETE = 'Delete the answers';
const DELETE_QUESTION = 'Delete the survey answers?';
const DELETED = 'The survey answers were deleted from this browser. They were not sent.';

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

type Place = 'tab' | 'device';
const storageOf = (place: Place): Storage => (place === 'tab' ? sessionStorage : localStorage);

/** The keys a place keeps; [] when it keeps nothing. */
function keptKeys(place: Place): string[] {
  const text = storageOf(place).getItem(TGI_KEPT_SURVEYS_KEY);
  return text === null ? [] : (JSON.parse(text) as { surveys: KeptSurvey[] }).surveys.map(({ idempotencyKey }) => idempotencyKey);
}

/** Surveys an earlier page kept, issued a minute ago: in this tab (a reload), or on the device at the person's choice. */
function keptEarlier(place: Place, keys: string[], language = 'en'): TgiSurveyRecord {
  const issuedAt = new Date(Date.now() - 60_000).toISOString();
  const record: TgiSurveyRecord = { ...SAMPLE_TGI_RECORD, dateSubmitted: issuedAt };
  const surveys: KeptSurvey[] = keys.map((idempotencyKey) => ({ record, idempotencyKey, issuedAt, language }));
  storageOf(place).setItem(TGI_KEPT_SURVEYS_KEY, JSON.stringify({ version: KEPT_SURVEYS_VERSION, surveys }));
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
  it('stays kept in this tab only, and the page offers Send again, which a keyboard sends, with focus on what happens next', async () => {
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
    const [key] = keptKeys('tab');
    expect(key).toMatch(/^[A-Za-z0-9_-]{21}$/);
    // In this tab only: nothing on the device.
    expect(keptKeys('device')).toEqual([]);

    await user.click(within(toast).getByRole('button', { name: `Close: ${DELIVERY_FAILED}` }));
    expect(errors).toBeEmptyDOMElement();
    // Closing the toast lets nothing go: the survey is still kept, and the page says so, and where, above its heading.
    expect(keptKeys('tab')).toEqual([key]);
    const region = notice();
    expect(region).toBeInTheDocument();
    expect(within(region as HTMLElement).getByRole('heading', { level: 2, name: NOTICE })).toBeInTheDocument();
    expect(region).toHaveTextContent(`${ONE_NOT_RECEIVED} ${IN_TAB_ONE}`);
    expect(within(region as HTMLElement).getByRole('checkbox', { name: KEEP_ON_DEVICE_ONE })).not.toBeChecked();
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
    expect(keptKeys('tab')).toEqual([]);
    expect(await screen.findByText('TGI-000001')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says "Sending your survey answers again…" where the buttons were while the server has not answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001']);
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
    expect(keptKeys('tab')).toEqual([]);
  });
});

describe("keeping them on this device, at the person's choice", () => {
  it('the box is labelled, described by its note about shared computers, and moves the answers to the device and back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    const box = within(region).getByRole('checkbox', { name: KEEP_ON_DEVICE_ONE });
    expect(box).toHaveAccessibleDescription(KEEP_ON_DEVICE_NOTE);
    expect(box).not.toBeChecked();
    expect(keptKeys('device')).toEqual([]);

    // The keyboard: Space ticks it.
    await tabTo(user, box, 40);
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await waitFor(() => expect(keptKeys('device')).toEqual(['kept-key-0001']));
    expect(keptKeys('tab')).toEqual([]);
    expect(region).toHaveTextContent(ON_DEVICE_ONE);
    await expectNoAxeViolations();

    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await waitFor(() => expect(keptKeys('tab')).toEqual(['kept-key-0001']));
    expect(keptKeys('device')).toEqual([]);
    expect(region).toHaveTextContent(IN_TAB_ONE);
  });

  it('a later visit shows what the device keeps, says it is from an earlier visit, sends nothing by itself; Send again sends it', async () => {
    const record = keptEarlier('device', ['kept-key-0001']);
    // The visit opens on the survey's address, as a browser's does (the test's router is in memory).
    window.history.replaceState(null, '', '/tgisurvey');
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    expect(region).toHaveTextContent(`${EARLIER_VISIT_ONE} ${ON_DEVICE_ONE}`);
    expect(within(region).getByRole('checkbox', { name: KEEP_ON_DEVICE_ONE })).toBeChecked();
    // The notice says it all: no toast says it twice (on any other page one does, with Send now: keptSurveys.test.ts).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(screen.getByRole('list', { name: 'Messages' })).queryByText('Survey answers kept on this device')).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
    expect(receivedSubmissions).toHaveLength(0);
    await expectNoAxeViolations();

    await user.click(within(region).getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELIVERED));
    expect(savedRecords()).toEqual([record]);
    expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe('kept-key-0001');
    expect(keptKeys('device')).toEqual([]);
  });
});

describe('Delete the answers', () => {
  it('asks in words first; Delete empties the tab and the device, says so where the notice was, with focus, and in a message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001']);
    keptEarlier('device', ['kept-key-0002']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    await waitFor(() => expect(region).toHaveTextContent('One survey sent from this browser on an earlier visit'));
    expect(region).toHaveTextContent(ONE_NOT_RECEIVED);

    await tabTo(user, within(region).getByRole('button', { name: DELETE }), 40);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: DELETE_QUESTION });
    expect(dialog).toHaveAccessibleDescription('The answers that have not reached our server are deleted from this browser and are not sent. This cannot be undone.');
    // Nothing goes before the answer.
    expect(keptKeys('tab')).toEqual(['kept-key-0001']);
    expect(keptKeys('device')).toEqual(['kept-key-0002']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELETED));
    expect(notice()).not.toBeInTheDocument();
    expect(keptKeys('tab')).toEqual([]);
    expect(keptKeys('device')).toEqual([]);
    expect(sessionStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    expect(localStorage.getItem(TGI_KEPT_SURVEYS_KEY)).toBeNull();
    // Announced in the polite live region; the toasts about those surveys are gone.
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(DELETED)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Error messages' })).queryAllByRole('listitem')).toEqual([]);
    expect(within(messages).queryByText('Survey answers kept on this device')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('Keep them deletes nothing and gives the focus back to Delete the answers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    const discard = within(region).getByRole('button', { name: DELETE });
    await user.click(discard);
    const dialog = await screen.findByRole('dialog', { name: DELETE_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(discard).toHaveFocus());
    expect(keptKeys('tab')).toEqual(['kept-key-0001']);
    expect(notice()).toBeInTheDocument();
  });
});

describe('a reload of the tab', () => {
  it('sends what the tab kept as the app starts, on any page, and says it was received', async () => {
    const record = keptEarlier('tab', ['kept-key-0001']);
    await openFormPage('/', { timeout: 10_000 });
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText(DELIVERED)).toBeInTheDocument();
    expect(savedRecords()).toEqual([record]);
    expect(receivedSubmissions[0]?.headers['idempotency-key']).toBe('kept-key-0001');
    expect(keptKeys('tab')).toEqual([]);
  });

  it('two kept surveys refused again: a sticky toast each, and the survey page offers to send both again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001', 'kept-key-0002']);
    serverRefusesSurveys();
    const { user } = await openScreen();
    const region = await screen.findByRole('region', { name: NOTICE });
    expect(region).toHaveTextContent(
      '2 surveys you sent have not reached our server yet. Their answers are kept in this tab only, for up to 24 hours: closing the tab deletes them.',
    );
    expect(within(region).getByRole('checkbox', { name: 'Keep them on this device until they are sent' })).not.toBeChecked();
    const errors = screen.getByRole('list', { name: 'Error messages' });
    expect(within(errors).getAllByRole('listitem')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalledTimes(2);
    // Still kept: a reload would send them again.
    expect(keptKeys('tab')).toEqual(['kept-key-0001', 'kept-key-0002']);
    await expectNoAxeViolations();

    server.resetHandlers();
    await user.click(within(region).getByRole('button', { name: SEND_AGAIN }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(DELIVERED));
    expect(receivedSubmissions.map((submission) => submission.headers['idempotency-key']).sort()).toEqual(['kept-key-0001', 'kept-key-0002']);
    expect(keptKeys('tab')).toEqual([]);
    expect(errors).toBeEmptyDOMElement();
  });

  it('in Spanish', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keptEarlier('tab', ['kept-key-0001'], 'es');
    serverRefusesSurveys();
    const { user } = await openScreen({ preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] } } } });
    await screen.findByRole('region', { name: NOTICE });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    const region = await screen.findByRole('region', { name: 'Aún no recibimos sus respuestas de la encuesta' });
    expect(region).toHaveTextContent(
      'Una encuesta que usted envió todavía no llega a nuestro servidor. Sus respuestas se guardan solo en esta pestaña, por hasta 24 horas: al cerrar la pestaña se borran.',
    );
    const box = within(region).getByRole('checkbox', { name: 'Guardarla en este dispositivo hasta que se envíe' });
    expect(box).toHaveAccessibleDescription(
      'Elija esto solo en una computadora que sea suya: cualquier persona que use este navegador después de usted podría ver las respuestas.',
    );
    expect(within(region).getByRole('button', { name: 'Borrar las respuestas' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(region).getByRole('button', { name: 'Enviar otra vez' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Se recibieron sus respuestas de la encuesta.'));
    // Sent in the language it was written in.
    expect(receivedSubmissions[0]?.headers['content-language']).toBe('es');
    await expectNoAxeViolations();
  });
});

// The page the link in the contact form's email opens (issue 36), as a member finds it in each state the server draws
// it in: the button that confirms (a plain post the app leaves to the browser), and each result, announced, with the
// way to reach the plan. The whole app on a real store; axe on every state.
import { screen, within } from '@testing-library/react';
import type { PreloadedState } from '../../../src/app/store';
import type { EmailConfirmationOutcome } from '../../../src/domain/contactConfirmation';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import { expectNoAxeViolations, openFormPage } from '../../../support/formPage';
import { switchLanguage } from '../../../support/testLanguage';

const PLAN = DEMO_PORTAL_CONFIG.planName;
const TITLE = 'Confirm your email address';
const BUTTON = 'Confirm my email address';
const UP_TO_DATE = 'Your contact choices are now up to date. Reference: PMC-7KQ4MXDN.';
const AWAITING_MOBILE =
  'We are also waiting for you to confirm your mobile number: reply YES to the text message we sent you. Until then, we keep contacting you as before.';

/** The page at `address`, drawn with the outcome the server gave it (none: as `npm run dev` draws it). */
async function openPage(address: string, outcome?: EmailConfirmationOutcome) {
  const preloadedState: PreloadedState = outcome ? { emailConfirmation: { outcome } } : {};
  return openFormPage(address, { heading: TITLE, preloadedState });
}

/** A paragraph by all its words, a link's included (getByText reads only the words outside the link). */
const paragraph = (container: HTMLElement, text: string) =>
  within(container).getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);

/** The result a page arrives with: a region named by its level 2 heading, which has focus so it is read first. */
function result(heading: string): HTMLElement {
  const region = screen.getByRole('region', { name: heading });
  expect(within(region).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(region).toHaveFocus();
  return region;
}

/** Every state ends with how to reach the plan. */
function expectPlanContact() {
  const contact = screen.getByRole('region', { name: 'Contact us' });
  expect(contact).toHaveTextContent(DEMO_PORTAL_CONFIG.contact.address);
  expect(within(contact).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('ready: the link was opened', () => {
  it('asks for the button, a plain post of the address’s token to /confirmemail with the page’s hidden fields', async () => {
    await openPage('/confirmemail?token=abc', { step: 'ready' });
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(`Select Confirm my email address to confirm that ${PLAN} may email you at this address.`)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: TITLE });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/confirmemail');
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
    // The anti-forgery token is written in by the server for each response; the language is the page's.
    expect(hidden).toEqual({ token: 'abc', _xsrf: '', _lang: 'en' });
    const button = within(form).getByRole('button', { name: BUTTON });
    expect(button).toHaveAttribute('type', 'submit');
    expect(document.title).toBe(`${TITLE} | ${PLAN}`);
    expect(screen.queryByRole('region', { name: /link|confirmed|replaced/ })).not.toBeInTheDocument();
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('leaves the post to the browser: the app does not take it over', async () => {
    const { user } = await openPage('/confirmemail?token=abc', { step: 'ready' });
    const seen: boolean[] = [];
    // After React's own listeners (on the app's root): whether anything of the app cancelled the browser's post.
    const onSubmit = (event: Event) => {
      seen.push(event.defaultPrevented);
      // jsdom cannot navigate; the browser would post the form here.
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    try {
      await user.click(screen.getByRole('button', { name: BUTTON }));
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
    expect(seen).toEqual([false]);
  });

  it('is ready, with the token, on a page the app draws itself (no outcome from the server)', async () => {
    await openPage('/confirmemail?lang=es&token=t%2Bk');
    const form = screen.getByRole('form', { name: TITLE });
    expect(form.querySelector('input[name="token"]')).toHaveValue('t+k');
  });
});

describe('the results', () => {
  it('confirmed, nothing else awaited: the choices are up to date, with the reference', async () => {
    await openPage('/confirmemail', { step: 'confirmed', reference: 'PMC-7KQ4MXDN', awaiting: [] });
    const region = result('Your email address is confirmed.');
    expect(paragraph(region, UP_TO_DATE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    expect(document.title).toBe(`Email address confirmed | ${PLAN}`);
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('confirmed, the mobile number still awaited: reply YES, nothing changes until then, and the reference', async () => {
    await openPage('/confirmemail', { step: 'confirmed', reference: 'PMC-7KQ4MXDN', awaiting: ['mobile'] });
    const region = result('Your email address is confirmed.');
    expect(paragraph(region, AWAITING_MOBILE)).toBeInTheDocument();
    expect(paragraph(region, 'Reference: PMC-7KQ4MXDN.')).toBeInTheDocument();
    expect(within(region).queryByText(/up to date/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('already used: says so, with what the consent still waits for', async () => {
    await openPage('/confirmemail', { step: 'alreadyUsed', reference: 'PMC-7KQ4MXDN', awaiting: ['mobile'] });
    const region = result('This link has already been used');
    expect(paragraph(region, AWAITING_MOBILE)).toBeInTheDocument();
    expect(document.title).toBe(`This link has already been used | ${PLAN}`);
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('expired: links work for 7 days, and the way back to the form', async () => {
    await openPage('/confirmemail', { step: 'expired' });
    const region = result('This link has expired');
    expect(paragraph(region, 'Links work for 7 days. To confirm your email address, fill in the preferred contact form again.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'fill in the preferred contact form again' })).toHaveAttribute('href', '/preferredcontact');
    expect(document.title).toBe(`This link has expired | ${PLAN}`);
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('superseded: a later form replaced it, use the latest email', async () => {
    await openPage('/confirmemail', { step: 'superseded' });
    const region = result('This request was replaced');
    expect(
      paragraph(region, 'You sent the preferred contact form again after this one. Use the link in the most recent email we sent you.'),
    ).toBeInTheDocument();
    expect(document.title).toBe(`This request was replaced | ${PLAN}`);
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('not found: check the whole link was copied, or fill in the form again', async () => {
    await openPage('/confirmemail', { step: 'notFound' });
    const region = result('This link is not valid');
    expect(
      paragraph(region, 'Check that you copied the whole link from the email. If it still does not work, fill in the preferred contact form again.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'fill in the preferred contact form again' })).toHaveAttribute('href', '/preferredcontact');
    expect(document.title).toBe(`This link is not valid | ${PLAN}`);
    expectPlanContact();
    await expectNoAxeViolations();
  });

  it('not found, too, on an address without a token that the server said nothing about', async () => {
    await openPage('/confirmemail');
    result('This link is not valid');
    expect(screen.queryByRole('form', { name: TITLE })).not.toBeInTheDocument();
  });

  it('the way back to the form opens the blank form, and the result is gone when the person comes back', async () => {
    const { user, store } = await openPage('/confirmemail', { step: 'expired' });
    await user.click(screen.getByRole('link', { name: 'fill in the preferred contact form again' }));
    expect(await screen.findByRole('form', { name: 'Preferred contact' })).toBeInTheDocument();
    expect(store.getState().emailConfirmation.outcome).toBeNull();
  });
});

describe('in Spanish', () => {
  it('says the page and its button in Spanish, from the contact form’s catalog', async () => {
    await openPage('/confirmemail?token=abc', { step: 'ready' });
    await switchLanguage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme su dirección de correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar mi dirección de correo electrónico' })).toBeInTheDocument();
    expect(
      screen.getByText(`Seleccione Confirmar mi dirección de correo electrónico para confirmar que ${PLAN} puede enviarle correos electrónicos a esta dirección.`),
    ).toBeInTheDocument();
  });

  it('a result in Spanish', async () => {
    await openPage('/confirmemail', { step: 'confirmed', reference: 'PMC-7KQ4MXDN', awaiting: [] });
    await switchLanguage('es');
    const region = screen.getByRole('region', { name: 'Su dirección de correo electrónico está confirmada.' });
    expect(region).toHaveTextContent('Sus preferencias de contacto ya están actualizadas. Número de referencia: PMC-7KQ4MXDN.');
    expect(document.title).toBe(`Dirección de correo electrónico confirmada | ${PLAN}`);
  });

  it('the way back to the form keeps the language in its address, for a browser without the app', async () => {
    await openPage('/confirmemail', { step: 'expired' });
    await switchLanguage('es');
    const region = screen.getByRole('region', { name: 'Este enlace venció' });
    expect(within(region).getByRole('link', { name: 'llene otra vez el formulario de contacto preferido' })).toHaveAttribute(
      'href',
      '/preferredcontact?lang=es',
    );
  });
});

// The hidden fields that let the browser send a form by itself, as a plain HTML post, before or without the app (issue
// 34, docs/architecture.md#a-form-sent-without-scripts). Once the app has taken the page over it sends the form itself
// (XHR, with the token in a header and a key of its own), and these are not read.
import { useLocation } from 'react-router-dom';
import { selectLanguage } from '../core/appSlice';
import { useAppSelector } from '../core/hooks';
import { POST_FIELDS } from '../domain/formPost';
import { routeForPath } from '../domain/routeTable';

/**
 * Where the browser posts a form: its route's own address, however the page's was spelled (`/Childhood/` draws the
 * /childhood form, and the server takes posts at the route table's addresses only).
 */
export function useFormAction(): string {
  return routeForPath(useLocation().pathname).path;
}

/**
 * The anti-forgery token of a plain post, drawn without a value, which the server writes in for each response
 * (server/spa.ts): a page is the same for everyone who asks for it (and cached), the token is each visitor's own. No
 * value prop, so React leaves the written one alone when it takes the page over.
 */
export function AntiForgeryField() {
  return <input type="hidden" name={POST_FIELDS.antiForgeryToken} suppressHydrationWarning />;
}

/** The page's language, in which the server draws its answer. */
export function PageLanguageField() {
  const language = useAppSelector(selectLanguage);
  return <input type="hidden" name={POST_FIELDS.language} value={language} />;
}

export function FormPostFields() {
  return (
    <>
      <AntiForgeryField />
      {/* The idempotency key, written in by the server as the token is: each visitor's own. */}
      <input type="hidden" name={POST_FIELDS.idempotencyKey} suppressHydrationWarning />
      <PageLanguageField />
      {/* The honeypot (issue 35): `hidden` keeps it from sight, the keyboard, screen readers and autofill; a program
          that fills every text box fills it, and the server's bot check then does not pass. */}
      <div hidden>
        <label>
          Website
          <input type="text" name={POST_FIELDS.honeypot} autoComplete="off" tabIndex={-1} />
        </label>
      </div>
    </>
  );
}

// The NPI's confirm step drawn as a page (issue 34): what a provider whose browser sent the form itself sees when the NPI
// was not found, in place of the app's dialog. The spec's question with Yes and No as the buttons of a form that posts
// everything typed again, so the server stores it (Yes) or draws the form as it was (No); it works with or without the
// app, which never draws it itself (its own dialog asks).
import { useEffect, useRef } from 'react';
import { getFormValues } from 'redux-form';
import { Button } from '../components/Button';
import { useAppSelector, useTranslate } from '../core/hooks';
import { POST_FIELDS, type NpiAnswer } from '../domain/formPost';
import { NPI_NOT_FOUND_CONFIRM } from '../domain/messages';
import { FormPostFields, useFormAction } from './FormPostFields';

/** A form value as a hidden field posts it: a ticked box as the browser sends one, an unticked one not at all. */
function postedText(value: unknown): string | undefined {
  if (value === true) return 'on';
  if (typeof value === 'string') return value;
  return undefined;
}

export function NpiConfirmStep({ form }: { form: string }) {
  const tr = useTranslate();
  const action = useFormAction();
  const values = (useAppSelector((state) => getFormValues(form)(state)) ?? {}) as Record<string, unknown>;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // With the app running, the question is what the person must answer next, as the dialog would be.
    headingRef.current?.focus();
  }, []);
  const answer = (value: NpiAnswer) => ({ name: POST_FIELDS.npiAnswer, value });
  return (
    <form method="post" action={action} className="npi-confirm-step" aria-labelledby={`${form}-npi-confirm-title`}>
      {/* autoFocus: a page that arrives without scripts shows the question on screen, and a screen reader reads it. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question is what this page is for */}
      <h3 id={`${form}-npi-confirm-title`} ref={headingRef} tabIndex={-1} autoFocus className="npi-confirm-step__title">
        {tr(NPI_NOT_FOUND_CONFIRM.title)}
      </h3>
      <p className="npi-confirm-step__question">{tr(NPI_NOT_FOUND_CONFIRM.message)}</p>
      {Object.entries(values).map(([name, value]) => {
        const text = postedText(value);
        return text === undefined ? null : <input key={name} type="hidden" name={name} value={text} />;
      })}
      <FormPostFields />
      <div className="npi-confirm-step__answers">
        <Button variant="primary" type="submit" {...answer('yes')}>
          {tr(NPI_NOT_FOUND_CONFIRM.okLabel)}
        </Button>
        <Button type="submit" {...answer('no')}>
          {tr(NPI_NOT_FOUND_CONFIRM.cancelLabel)}
        </Button>
      </div>
    </form>
  );
}

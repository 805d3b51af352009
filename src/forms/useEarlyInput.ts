// Nothing a person does before the app has taken over a page drawn by the server is lost (issue 20,
// docs/readings.md#preboot-and-loaded-timers): on a slow phone the form is on screen, and can be typed in, seconds before the
// app's code has run. When the form is taken over (hydrated), what its controls hold that the form's state does not
// goes into the state, as redux-form changes (so DevTools shows them). A form sent meanwhile was posted by the browser
// itself, and the server answered it (server/routes/formPosts.ts).
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { change } from 'redux-form';
import { fieldInputId } from '../components/fieldIds';
import type { RootState } from '../core/rootState';
import { formatPhoneAsTyped } from '../domain/phone';

/** The value a control shows, as the form's state holds it: a checkbox's tick, a radio group's choice, a phone masked. */
function shownValue(control: HTMLInputElement, field: string): string | boolean {
  if (control.type === 'checkbox') return control.checked;
  if (control.type === 'radio') {
    const group = control.form?.elements.namedItem(field);
    return group instanceof RadioNodeList ? group.value : control.checked ? control.value : '';
  }
  return control.type === 'tel' ? formatPhoneAsTyped(control.value) : control.value;
}

/** What the state's value shows as: nothing is an empty box, an unticked box or no choice. */
function asShown(value: unknown, control: HTMLInputElement): string | boolean {
  if (control.type === 'checkbox') return value === true;
  return typeof value === 'string' ? value : '';
}

export function useEarlyInput(form: string): void {
  const store = useStore<RootState>();
  useEffect(() => {
    const formState = store.getState().form?.[form];
    const values = (formState?.values ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(formState?.registeredFields ?? {})) {
      const control = document.getElementById(fieldInputId(form, field));
      if (!(control instanceof HTMLInputElement) || control.disabled) continue;
      const shown = shownValue(control, field);
      if (shown !== asShown(values[field], control)) store.dispatch(change(form, field, shown));
    }
  }, [form, store]);
}

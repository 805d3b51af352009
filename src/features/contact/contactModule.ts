// The Preferred contact form as one module of the store (docs/adding-a-form.md): its name (that of its chunk, catalog and
// slice), its slice and its saga. Loading it registers them: every store takes the slice and runs the saga from then
// on (src/core/reducerRegistry.ts). The form's page and form import it for that, so it comes with the form's chunk and
// none of the form's code is in any page's first load.
import { registerFormModule, type FormModule } from '../../core/reducerRegistry';
import { CONTACT_INITIAL_VALUES } from '../../domain/contact';
import { contactSaga } from './contactSaga';
import { contactActions, contactReducer } from './contactSlice';
import { validateContactForm } from './contactValidation';

export const CONTACT_MODULE: FormModule<'contact'> = {
  name: 'contact',
  reducer: contactReducer,
  saga: contactSaga,
  posted: {
    initialValues: CONTACT_INITIAL_VALUES,
    validate: validateContactForm,
    // A form sent by the browser had its terms on the page to read (docs/readings.md, consent without scripts).
    events: { ...contactActions, sent: contactActions.termsReadToEnd },
  },
};

registerFormModule(CONTACT_MODULE);

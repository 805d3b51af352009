// Puts the email confirmation's slice into the store as this module loads (src/core/reducerRegistry.ts), as
// src/forms/formReducer.ts does redux-form's: the confirmation page imports it for this side effect, so the slice comes
// with the page's chunk and nothing of it is in any page's first load. No saga: the page posts itself to the server.
import { registerReducer } from '../../core/reducerRegistry';
import { emailConfirmationReducer } from './emailConfirmationSlice';

registerReducer('emailConfirmation', emailConfirmationReducer);

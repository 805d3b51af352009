// Puts redux-form's reducer into the store under `form` as this module loads. Only the modules that draw a redux-form
// form import it, so the reducer (and the lodash it brings) ships in the form routes' chunks, not in the first load
// of every page (docs/architecture.md#the-store). They import it for this side effect alone, which webpack keeps:
// package.json has no `sideEffects` field, so no module of ours counts as free of side effects.
import { reducer } from 'redux-form';
import { registerReducer } from '../core/reducerRegistry';

registerReducer('form', reducer);

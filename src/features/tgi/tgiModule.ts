// The TGI survey form as one module of the store (docs/adding-a-form.md): its name (that of its chunk, catalog and
// slice), its slice and its saga. Loading it registers them: every store takes the slice and runs the saga from then
// on (src/core/reducerRegistry.ts). The form's page and form import it for that, so it comes with the form's chunk and
// none of the form's code is in any page's first load.
import { registerFormModule, type FormModule } from '../../core/reducerRegistry';
import { tgiSaga } from './tgiSaga';
import { tgiReducer } from './tgiSlice';

export const TGI_MODULE: FormModule<'tgi'> = { name: 'tgi', reducer: tgiReducer, saga: tgiSaga };

registerFormModule(TGI_MODULE);

// Every form's module (src/features/<form>/<form>Module.ts), loaded as the server's page renderer loads them: a store
// made after this has every form's slice and runs every form's saga. Jest's web tests and Storybook load it first, so a
// test of a form's saga or a story of a form's part finds its form in the store without drawing its page; the lazy
// joining itself is tested in tests/app/formModules.test.ts and, in a real browser, by every end-to-end test.
import '../src/features/attestation/attestationModule';
import '../src/features/contact/contactModule';
import '../src/features/tgi/tgiModule';
// Not a form's, but a page's slice that joins the store the same way (the email confirmation's, issue 36).
import '../src/features/contact/emailConfirmationReducer';

// Control (c) of `npm run lighthouse`: the plain HTML form of control (a), drawn by React 18 and react-dom alone,
// the floor of the view library the design asks for. .ci/lighthouse.mjs bundles it with webpack and serves it as
// /react-control.js behind a page with the same inline CSS and an empty #root.
// The markup is control (a)'s FORM_HTML element for element: the two controls must differ only in who draws it.
import { createRoot } from 'react-dom/client';

function TrainingAttestation() {
  return (
    <main>
      <h1>Training attestation</h1>
      <form method="post" action="/">
        <label htmlFor="npi">NPI</label>
        <input id="npi" name="npi" inputMode="numeric" autoComplete="off" />
        <label htmlFor="name">Your name</label>
        <input id="name" name="name" autoComplete="name" />
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="email" />
        <button type="submit">Submit</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<TrainingAttestation />);

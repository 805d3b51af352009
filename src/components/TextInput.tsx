// The portal's single-line text box: a native <input> drawn as antd's outlined Input in the portal theme (border,
// 40 px height, focus ring, error state), without antd's component. An antd control brings antd's style engine and
// its theme derivation into every form's first load (issue 19: about 50 KB gzip over what the forms need), while a
// text box needs none of it. Its look is in controls.css; the picture tests (tests/e2e/pictures.spec.ts) hold it.
import { forwardRef, type InputHTMLAttributes } from 'react';
import './controls.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'> {
  /** The field has an error: the box is drawn in the error colour (its message says why). */
  invalid?: boolean;
  /**
   * `npi`: sized for an NPI's ten digits plus room for one too many (its message then names it); full width otherwise.
   * A class, not a style attribute: a page drawn on the server may carry no inline style under its CSP.
   */
  sizedFor?: 'npi';
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ invalid = false, type = 'text', sizedFor, ...props }, ref) {
  const className = ['portal-input', invalid && 'portal-input--error', sizedFor && `portal-input--${sizedFor}`].filter(Boolean).join(' ');
  return <input ref={ref} type={type} className={className} {...props} />;
});

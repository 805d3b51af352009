// The portal's checkbox: a native checkbox inside its label, drawn as antd's Checkbox in the portal theme (a 20 px box,
// the primary colour when ticked, the focus ring on the box), without antd's component, for the reason TextInput.tsx
// gives. The native input stays in place over the drawn box, so a click, a tap, Space and a screen reader all use it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import './controls.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style' | 'children'> {
  /** The words beside the box: its label. */
  children: ReactNode;
}

export function Checkbox({ children, disabled, ...input }: CheckboxProps) {
  return (
    <label className={disabled ? 'portal-checkbox portal-checkbox--disabled' : 'portal-checkbox'}>
      <span className="portal-checkbox__box">
        <input type="checkbox" className="portal-checkbox__input" disabled={disabled} {...input} />
      </span>
      <span className="portal-checkbox__label">{children}</span>
    </label>
  );
}

// The portal's button: a native <button> drawn as antd's large Button in the portal theme (primary: filled; default:
// outlined), without antd's component, for the reason TextInput.tsx gives. The confirm dialog keeps antd's own
// Button, inside antd's Modal, which loads only when the dialog opens.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './controls.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `primary` for the one main action of a view, `default` for the others. */
  variant?: 'primary' | 'default';
  /** `submit` sends its form; a plain button does not. */
  type?: 'button' | 'submit';
  /** Drawn before the words, hidden from assistive technology by whoever draws it. */
  icon?: ReactNode;
  children: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', type = 'button', icon, children, className, ...props },
  ref,
) {
  const classes = ['portal-button', `portal-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button ref={ref} type={type} className={classes} {...props}>
      {icon !== undefined && <span className="portal-button__icon">{icon}</span>}
      <span>{children}</span>
    </button>
  );
});

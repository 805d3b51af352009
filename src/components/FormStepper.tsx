// The spec's single-step vertical stepper around each form: a numbered marker and the step title heading the form.
// Plain markup rather than antd Steps: one step needs none of its machinery, and it kept ~25 KB gzip off every form.
import type { ReactNode } from 'react';

export interface FormStepperProps {
  stepTitle: string;
  children: ReactNode;
}

export function FormStepper({ stepTitle, children }: FormStepperProps) {
  return (
    <section className="form-stepper">
      {/* A lone "1" means nothing to a screen reader; the marker stays visual only. */}
      <span aria-hidden="true" className="form-stepper__marker">
        1
      </span>
      <h2 className="form-stepper__title">{stepTitle}</h2>
      {/* The vertical rule of a stepper runs down beside the step's content. */}
      <span aria-hidden="true" className="form-stepper__rule" />
      <div className="form-stepper__content">{children}</div>
    </section>
  );
}

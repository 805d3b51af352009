// The spec's single-step vertical stepper around each form: a numbered marker and the step title heading the form.
// Plain markup rather than antd Steps: one step needs none of its machinery, and it kept ~25 KB gzip off every form.
import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface FormStepperProps {
  stepTitle: string;
  children: ReactNode;
}

const MARKER_SIZE = 32;

export function FormStepper({ stepTitle, children }: FormStepperProps) {
  const { token } = theme.useToken();
  return (
    <section style={{ display: 'grid', gridTemplateColumns: `${MARKER_SIZE}px minmax(0, 1fr)`, columnGap: token.marginSM }}>
      {/* A lone "1" means nothing to a screen reader; the marker stays visual only. */}
      <span
        aria-hidden="true"
        style={{
          width: MARKER_SIZE,
          height: MARKER_SIZE,
          borderRadius: '50%',
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: token.fontSize,
        }}
      >
        1
      </span>
      <h2 style={{ margin: 0, alignSelf: 'center', fontSize: token.fontSizeHeading4, color: token.colorText }}>{stepTitle}</h2>
      {/* The vertical rule of a stepper runs down beside the step's content. */}
      <span aria-hidden="true" style={{ justifySelf: 'center', width: 1, background: token.colorBorderSecondary, marginTop: token.marginXS }} />
      <div style={{ paddingTop: token.paddingSM, minWidth: 0 }}>{children}</div>
    </section>
  );
}

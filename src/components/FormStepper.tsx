// The spec's single-step vertical stepper around each form: one antd step whose title heads the form below it.
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Steps, theme } from 'antd';

export interface FormStepperProps {
  stepTitle: string;
  children: ReactNode;
}

/** A lone "1" means nothing to a screen reader; the icon stays visual only. */
function hideStepIcon(icon: ReactNode): ReactNode {
  return isValidElement<{ 'aria-hidden'?: boolean }>(icon) ? cloneElement(icon, { 'aria-hidden': true }) : icon;
}

export function FormStepper({ stepTitle, children }: FormStepperProps) {
  const { token } = theme.useToken();
  return (
    <Steps
      orientation="vertical"
      current={0}
      iconRender={hideStepIcon}
      styles={{ itemContent: { minWidth: 0, width: '100%', color: token.colorText } }}
      items={[
        {
          status: 'process',
          title: <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorText }}>{stepTitle}</h2>,
          content: <div style={{ paddingTop: token.paddingSM }}>{children}</div>,
        },
      ]}
    />
  );
}

// An Ant Design icon drawn as plain inline SVG from its path data (@ant-design/icons-svg). The @ant-design/icons
// components insert a style element at run time and bring antd's context code with them; the shell draws its
// icons on every route, so it uses these, styled by shell.css (`.portal-icon`), which the CSP allows.
import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

export interface SvgIconProps {
  icon: IconDefinition;
  className?: string;
  /** Turns, as a 'working' indicator does; stands still under prefers-reduced-motion. */
  spin?: boolean;
}

/** SVG attribute names as React spells them: `fill-rule` is `fillRule`, `class` is `className`. */
function reactAttributes(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function renderNode(node: AbstractNode, key?: string): ReactElement {
  const svgAttributes = node.tag === 'svg' ? { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true } : {};
  return createElement(
    node.tag,
    { key, ...reactAttributes(node.attrs), ...svgAttributes },
    ...(node.children ?? []).map((child, index) => renderNode(child, String(index))),
  );
}

/** Always decoration: the text beside it says what it means, so screen readers skip it. */
export function SvgIcon({ icon, className, spin = false }: SvgIconProps) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const classes = ['portal-icon', spin ? 'portal-icon--spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span aria-hidden="true" className={classes}>
      {renderNode(node)}
    </span>
  );
}

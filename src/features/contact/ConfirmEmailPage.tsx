// The page the link in the contact form's email opens (issue 36, docs/screens.md#confirm-your-email-address): a button
// that confirms the address, then where the confirmation stands as the server found it. The button is a plain form post
// to the server, with or without the app's scripts: opening the link confirms nothing (a mail scanner's GET), and the
// app never takes the post over. The server draws the page with the outcome, kept in the store so the app takes the
// drawn page over as it is.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Button } from '../../components/Button';
import { NoticePanel } from '../../components/NoticePanel';
import { PageHeader } from '../../components/PageHeader';
import { PlanContactBlock } from '../../components/PlanContactBlock';
import { SvgIcon } from '../../components/SvgIcon';
import { TextWithElements } from '../../components/TextWithElements';
import { selectConfig } from '../../core/appSlice';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { useDocumentTitle } from '../../core/useDocumentTitle';
import {
  CONFIRM_EMAIL_PATH,
  CONFIRM_TOKEN_PARAMETER,
  CONFIRMATION_TTL_DAYS,
  type EmailConfirmationOutcome,
} from '../../domain/contactConfirmation';
import { planTexts } from '../../domain/portalConfig';
import { CONFIRM_EMAIL_TITLE, CONTACT_FORM_PATH } from '../../domain/routeTable';
import type { Translate } from '../../domain/text';
import { AntiForgeryField, PageLanguageField } from '../../forms/FormPostFields';
import {
  CONFIRM_EMAIL_BUTTON,
  CONFIRM_EMAIL_LEAD,
  CONFIRMATION_RESULTS,
  confirmedFollowUp,
  EXPIRED_TEXT,
  NOT_FOUND_TEXT,
  SUPERSEDED_TEXT,
  type ConfirmationResultStep,
} from './confirmEmailMessages';
import { emailConfirmationActions, selectEmailConfirmationOutcome } from './emailConfirmationSlice';
// This page's slice joins the store with this chunk.
import './emailConfirmationReducer';
import './ConfirmEmailPage.css';

type Outcome = Extract<EmailConfirmationOutcome, { step: ConfirmationResultStep }>;

/** How each result is told: a success for an address confirmed (now or before), a problem for a link that cannot confirm. */
const OUTCOME_LOOK: Readonly<Record<ConfirmationResultStep, { tone: 'success' | 'error'; icon: IconDefinition }>> = {
  confirmed: { tone: 'success', icon: CheckCircleFilled },
  alreadyUsed: { tone: 'success', icon: InfoCircleFilled },
  expired: { tone: 'error', icon: ExclamationCircleFilled },
  superseded: { tone: 'error', icon: ExclamationCircleFilled },
  notFound: { tone: 'error', icon: ExclamationCircleFilled },
};

/**
 * The form's address in the page's language: a page drawn for a browser without the app's scripts remembers no
 * language but its address's (`?lang=`, as the server's answers to a post carry it when it is not the plan's first).
 */
function contactFormAddress(language: string, planLanguages: readonly string[]): string {
  return language === planLanguages[0] ? CONTACT_FORM_PATH : `${CONTACT_FORM_PATH}?lang=${encodeURIComponent(language)}`;
}

/** What a result says under its heading, a paragraph each; `<link>…</link>` is the way back to the form. */
function outcomeParagraphs(outcome: Outcome, tr: Translate, formAddress: string): ReactNode[] {
  const toTheForm = (inner: ReactNode) => <Link to={formAddress}>{inner}</Link>;
  switch (outcome.step) {
    case 'confirmed':
    case 'alreadyUsed':
      return confirmedFollowUp(outcome.awaiting, outcome.reference, tr);
    case 'expired':
      return [<TextWithElements key="expired" text={tr(EXPIRED_TEXT, { days: CONFIRMATION_TTL_DAYS })} elements={{ link: toTheForm }} />];
    case 'superseded':
      return [tr(SUPERSEDED_TEXT)];
    case 'notFound':
      return [<TextWithElements key="notFound" text={tr(NOT_FOUND_TEXT)} elements={{ link: toTheForm }} />];
  }
}

/**
 * The result, announced as the portal's notices are: a region named by its heading that has focus as it arrives, so a
 * screen reader says it first. On a page the server drew (always, but for `npm run dev`), the browser focuses it as the
 * page loads, scripts or not (autofocus); drawn by the app itself, the app does, once, as the thanks view does.
 */
function ConfirmationResult({ outcome }: { outcome: Outcome }) {
  const tr = useTranslate();
  const { languages } = useAppSelector(selectConfig);
  const regionRef = useRef<HTMLElement>(null);
  const drawnForAnyBrowser = useAppSelector((state) => !state.app.interactive);
  // As first drawn: the app taking a drawn page over must not move focus the person may have moved since.
  const focusedByTheApp = useRef(!drawnForAnyBrowser);
  useEffect(() => {
    if (focusedByTheApp.current) regionRef.current?.focus();
  }, []);
  const { tone, icon } = OUTCOME_LOOK[outcome.step];
  return (
    <NoticePanel
      ref={regionRef}
      title={tr(CONFIRMATION_RESULTS[outcome.step].heading)}
      icon={<SvgIcon icon={icon} />}
      tone={tone}
      focusOnLoad={drawnForAnyBrowser}
    >
      {outcomeParagraphs(outcome, tr, contactFormAddress(tr.language, languages)).map((paragraph, index) => (
        <p key={index} className="notice-panel__text">
          {paragraph}
        </p>
      ))}
    </NoticePanel>
  );
}

/**
 * The button that confirms: a plain post of the link's token to the server, which answers with this page drawn again.
 * No onSubmit: the browser sends it the same with the app's scripts as without.
 */
function ConfirmForm({ token }: { token: string }) {
  const tr = useTranslate();
  return (
    <form method="post" action={CONFIRM_EMAIL_PATH} aria-label={tr(CONFIRM_EMAIL_TITLE)} className="confirm-email__form">
      <input type="hidden" name={CONFIRM_TOKEN_PARAMETER} value={token} />
      <AntiForgeryField />
      <PageLanguageField />
      <Button type="submit" variant="primary">
        {tr(CONFIRM_EMAIL_BUTTON)}
      </Button>
    </form>
  );
}

/**
 * Where the page stands: as the server drew it; without one (a page the app draws itself, `npm run dev`), ready when
 * the address carries a token, else a link that is not valid, as the server would say.
 */
function currentOutcome(drawn: EmailConfirmationOutcome | null, token: string): EmailConfirmationOutcome {
  return drawn ?? (token ? { step: 'ready' } : { step: 'notFound' });
}

export default function ConfirmEmailPage() {
  const config = useAppSelector(selectConfig);
  const drawn = useAppSelector(selectEmailConfirmationOutcome);
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const token = new URLSearchParams(useLocation().search).get(CONFIRM_TOKEN_PARAMETER) ?? '';
  const outcome = currentOutcome(drawn, token);
  useDocumentTitle(outcome.step === 'ready' ? CONFIRM_EMAIL_TITLE : CONFIRMATION_RESULTS[outcome.step].documentTitle);
  useEffect(() => () => void dispatch(emailConfirmationActions.left()), [dispatch]);
  return (
    <div className="confirm-email">
      <PageHeader title={tr(CONFIRM_EMAIL_TITLE)}>{outcome.step === 'ready' ? <p>{tr(CONFIRM_EMAIL_LEAD, { planName: config.planName })}</p> : undefined}</PageHeader>
      {outcome.step === 'ready' ? <ConfirmForm token={token} /> : <ConfirmationResult outcome={outcome} />}
      {/* How to reach the plan, in every state; its hours in the page's language when the plan gave them in it. */}
      <PlanContactBlock contact={{ ...config.contact, hours: planTexts(config, tr.language).hours }} />
    </div>
  );
}

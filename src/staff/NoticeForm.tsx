// "Add a notice" (managers and admins): the notice in each of the plan's languages (English required, each one line and
// counted, never cut), and below it the strip previewed in each language as it changes. A refusal keeps what was
// typed; a notice posted leaves a blank form (the page draws a new one).
import { useEffect } from 'react';
import { Alert, Button, Form, Input, type FormRule } from 'antd';
import type { NewNoticeRequest, SiteView } from '../domain/staffSite';
import type { StaffFailure } from './api';
import { FieldError, focusFieldInError } from './FieldError';
import { LoadFailure } from './LoadFailure';
import { NoticePreview } from './NoticePreview';
import type { SiteState } from './siteSlice';
import { ROLE_REFUSED_TEXT } from './WithdrawalForm';

const FORM_NAME = 'site-notice';

interface NoticeValues {
  texts: Record<string, string | undefined>;
}

/** Characters as the server counts them: code points, so an emoji is one. */
const characters = (text: string) => [...text].length;

function textRules(name: string, required: boolean, maxLength: number): FormRule[] {
  const tooLong = `The notice in ${name} can be at most ${maxLength.toLocaleString('en-US')} characters.`;
  const oneLine = `The notice in ${name} must be one line.`;
  return [
    ...(required ? [{ required: true, whitespace: true, message: <FieldError>{`Enter the notice in ${name}.`}</FieldError> }] : []),
    {
      validator: async (_rule, value: string | undefined) => {
        // eslint-disable-next-line no-control-regex -- a line break or a control character: the strip shows one line each
        if (/[\u0000-\u001f\u007f]/.test((value ?? '').trim())) throw new Error(oneLine);
      },
      message: <FieldError>{oneLine}</FieldError>,
    },
    {
      validator: async (_rule, value: string | undefined) => {
        if (characters((value ?? '').trim()) > maxLength) throw new Error(tooLong);
      },
      message: <FieldError>{tooLong}</FieldError>,
    },
  ];
}

/** The server names a text's field `texts.<language>`: the form's is ['texts', '<language>']. */
function fieldPathOf(name: string): ['texts', string] | null {
  const match = /^texts\.(.+)$/.exec(name);
  return match?.[1] ? ['texts', match[1]] : null;
}

function RefusalAlert({ failure, onRetry }: { failure: StaffFailure; onRetry: () => void }) {
  if (failure.status === 403) return <Alert className="staff-alert" type="error" showIcon title={ROLE_REFUSED_TEXT} />;
  if (failure.status === 400) {
    if (Object.keys(failure.fields ?? {}).some((name) => fieldPathOf(name) !== null)) return null;
    return <Alert className="staff-alert" type="error" showIcon title={failure.message ?? 'The notice was not posted.'} />;
  }
  return <LoadFailure what="Posting the notice failed. Nothing you typed is lost." failure={failure} onRetry={onRetry} />;
}

export interface NoticeFormProps {
  site: SiteView;
  state: SiteState['noticeForm'];
  onSubmit: (request: NewNoticeRequest) => void;
}

export function NoticeForm({ site, state, onSubmit }: NoticeFormProps) {
  const [form] = Form.useForm<NoticeValues>();
  const typed = Form.useWatch('texts', form) ?? {};
  const { languages, noticeMaxLength } = site;
  const source = languages[0] ?? { code: 'en', name: 'English' };
  const { failure } = state;

  // A 400 names the texts it refused: each problem goes under its field, and focus to the first of them.
  useEffect(() => {
    if (failure?.status !== 400 || !failure.fields) return;
    const refused = Object.entries(failure.fields).flatMap(([name, message]) => {
      const path = fieldPathOf(name);
      return path && message ? [{ name: path, errors: [message] }] : [];
    });
    form.setFields(refused);
    focusFieldInError(FORM_NAME, refused[0]?.name);
  }, [form, failure]);

  const finish = ({ texts }: NoticeValues) => {
    const given = languages.map(({ code }) => [code, (texts[code] ?? '').trim()] as const).filter(([code, text]) => code === source.code || text !== '');
    onSubmit({ texts: Object.fromEntries(given) });
  };

  return (
    <>
      <Form<NoticeValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        className="staff-form"
        initialValues={{ texts: Object.fromEntries(languages.map(({ code }) => [code, ''])) }}
        onFinish={finish}
        onFinishFailed={({ errorFields }) => focusFieldInError(FORM_NAME, errorFields[0]?.name)}
      >
        {languages.map(({ code, name }) => (
          <Form.Item
            key={code}
            name={['texts', code]}
            label={`Notice in ${name}`}
            extra={code === source.code ? `One line, up to ${noticeMaxLength.toLocaleString('en-US')} characters.` : `Leave empty to show the ${source.name} text on ${name} pages.`}
            rules={textRules(name, code === source.code, noticeMaxLength)}
            className="staff-form__field"
          >
            <Input.TextArea lang={code} rows={2} showCount count={{ max: noticeMaxLength, strategy: characters }} />
          </Form.Item>
        ))}
        {failure ? <RefusalAlert failure={failure} onRetry={() => form.submit()} /> : null}
        <div className="staff-form__buttons">
          <Button type="primary" htmlType="submit" loading={state.status === 'saving'}>
            Post notice
          </Button>
        </div>
      </Form>
      {languages.map((language) => (
        <NoticePreview key={language.code} language={language} source={source.code} notices={site.notices} typed={typed} />
      ))}
    </>
  );
}

// TextWithElements: a sentence kept whole for its translator, its `<name>…</name>` words wrapped in their element and
// its `{name}` placeholders replaced by theirs, wherever the language puts them; anything it has no element for as written.
import { render, screen } from '@testing-library/react';
import { TextWithElements, type TextElement } from '../../src/components/TextWithElements';
import { useTranslate } from '../../src/core/hooks';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

const ELEMENTS: Readonly<Record<string, TextElement>> = {
  link: (inner) => <a href="/notice">{inner}</a>,
  phone: <a href="tel:+18005550100">(800) 555-0100</a>,
};

function paragraph(text: string, elements = ELEMENTS) {
  render(
    <p data-testid="sentence">
      <TextWithElements text={text} elements={elements} />
    </p>,
  );
  return screen.getByTestId('sentence');
}

describe('TextWithElements', () => {
  it("wraps a tag's words in its element and puts an element where its placeholder is", () => {
    const sentence = paragraph('Read <link>our notice</link> or call {phone}.');
    expect(sentence).toHaveTextContent('Read our notice or call (800) 555-0100.');
    expect(screen.getByRole('link', { name: 'our notice' })).toHaveAttribute('href', '/notice');
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(sentence.innerHTML).toBe('Read <a href="/notice">our notice</a> or call <a href="tel:+18005550100">(800) 555-0100</a>.');
  });

  it('puts a placeholder inside a tag within the element', () => {
    const sentence = paragraph('Questions? <strong>Call {phone}</strong>.', { ...ELEMENTS, strong: (inner) => <strong>{inner}</strong> });
    expect(sentence.innerHTML).toBe('Questions? <strong>Call <a href="tel:+18005550100">(800) 555-0100</a></strong>.');
  });

  it('shows as written a tag or a placeholder it has no element for, and a tag that never closes', () => {
    expect(paragraph('A <b>word</b>, a {name} and <link>an open tag.').textContent).toBe('A <b>word</b>, a {name} and <link>an open tag.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  describe('in another language', () => {
    afterEach(() => switchLanguage(SOURCE_LANGUAGE));

    // The literal is the first argument of tr, as `npm run i18n` finds it; the plan's name is a plain value tr fills in.
    function Sentence({ planName }: { planName: string }) {
      const tr = useTranslate();
      return (
        <p data-testid="sentence">
          <TextWithElements text={tr('{planName} can help: read <link>our notice</link> or call {phone}.', { planName })} elements={ELEMENTS} />
        </p>
      );
    }

    it('moves the tags and the element placeholders where the translation puts them, the plain values filled in by tr', async () => {
      await addTranslations({
        '{planName} can help: read <link>our notice</link> or call {phone}.': 'Llame al {phone} o lea <link>nuestro aviso</link>: {planName} puede ayudarle.',
      });
      render(<Sentence planName="Demo Health" />);
      expect(screen.getByTestId('sentence')).toHaveTextContent('Demo Health can help: read our notice or call (800) 555-0100.');

      await switchLanguage('es');
      const sentence = screen.getByTestId('sentence');
      expect(sentence.innerHTML).toBe(
        'Llame al <a href="tel:+18005550100">(800) 555-0100</a> o lea <a href="/notice">nuestro aviso</a>: Demo Health puede ayudarle.',
      );

      await switchLanguage(SOURCE_LANGUAGE);
      expect(screen.getByRole('link', { name: 'our notice' })).toBeInTheDocument();
    });
  });
});

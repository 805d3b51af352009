// One palette (docs/architecture.md): portalColors in src/theme/theme.ts is every colour there is. src/theme/palette.css
// mirrors it as --portal-* custom properties, every other stylesheet in src/ takes its colours from those, and the
// preboot screen in public/index.html (painted before any stylesheet loads) writes out the same values.
import fs from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '../../src/theme/contrast';
import { contrastRequirements, portalColors, type PortalColorName } from '../../src/theme/theme';

const ROOT = path.resolve(__dirname, '../..');
const PALETTE_FILE = 'src/theme/palette.css';
const PREBOOT_FILE = 'public/index.html';

/**
 * Tokens drawn as decoration only (never as text), so no contrast pair is asked of their lines, edges and fills
 * (WCAG 1.4.11 covers what conveys meaning).
 */
const DECORATIVE: Partial<Record<PortalColorName, string>> = {
  divider: 'lines between banner, cards, steps and footer; the content on either side marks the parts',
  noticeBorder: 'the edge of the yellow notification strip, which its own background already sets apart',
  spinnerTrack: 'the still ring behind the preboot spinner; the moving arc carries the meaning',
  shadow: "the toasts' drop shadow; their white card and coloured edge set them apart",
};

/** Keywords that are not colours of the palette: no colour at all, and the text's own colour. */
const NOT_A_PALETTE_COLOUR = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert', 'none']);

// The CSS named colours and the CSS system colours, lower case.
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen ' +
    'accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field fieldtext ' +
    'graytext highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext'
  ).split(' '),
);

const HEX_LITERAL = /#[0-9a-f]{3,8}\b/gi;
const FUNCTION_LITERAL = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/gi;
const PORTAL_VARIABLE = /var\(\s*--portal-([a-z0-9-]+)/g;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const variableOf = (name: string) => `--portal-${kebab(name)}`;
const tokenNames = Object.keys(portalColors) as PortalColorName[];
const tokenOfVariable = new Map(tokenNames.map((name) => [variableOf(name), name]));

/** One spelling per colour: lower case, no spaces, #abc as #aabbcc. */
function normalise(colour: string): string {
  const compact = colour.toLowerCase().replace(/\s+/g, '');
  const short = /^#([0-9a-f]{3,4})$/.exec(compact);
  return short?.[1] ? `#${[...short[1]].map((digit) => digit + digit).join('')}` : compact;
}

const tokensByValue = new Map<string, PortalColorName[]>();
for (const name of tokenNames) {
  const value = normalise(portalColors[name]);
  tokensByValue.set(value, [...(tokensByValue.get(value) ?? []), name]);
}

interface Declaration {
  file: string;
  selector: string;
  property: string;
  value: string;
}

/** The declarations of a stylesheet, each with the selector of its innermost block (enough for these flat files). */
function declarationsOf(css: string, file: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const declarations: Declaration[] = [];
  for (const block of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const selector = (block[1] ?? '').trim();
    for (const part of (block[2] ?? '').split(';')) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      declarations.push({ file, selector, property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim() });
    }
  }
  return declarations;
}

/** Every colour written out in a declaration's value: hex, colour functions, named and system colours. */
function colourLiteralsIn(value: string): string[] {
  const unquoted = value.replace(/"[^"]*"|'[^']*'/g, '""');
  const literals = [...unquoted.matchAll(HEX_LITERAL)].map((match) => match[0]);
  for (const match of unquoted.matchAll(FUNCTION_LITERAL)) {
    // The whole call, nested parentheses included.
    let depth = 0;
    let end = match.index + match[0].length - 1;
    do {
      const character = unquoted[end];
      if (character === '(') depth += 1;
      if (character === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < unquoted.length);
    literals.push(unquoted.slice(match.index, end));
  }
  const words = unquoted.replace(FUNCTION_LITERAL, ' ').split(/[^a-z-]+/i).map((word) => word.toLowerCase());
  literals.push(...words.filter((word) => NAMED_COLOURS.has(word) && !NOT_A_PALETTE_COLOUR.has(word)));
  return literals;
}

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

function cssFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.css'))
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')))
    .sort();
}

const stylesheets = cssFilesUnder('src').filter((file) => file !== PALETTE_FILE);
const stylesheetDeclarations = stylesheets.flatMap((file) => declarationsOf(read(file), file));

/** The preboot screen's inline CSS: its <style> blocks and style="" attributes. */
function prebootDeclarations(): Declaration[] {
  const html = read(PREBOOT_FILE);
  const styleBlocks = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].flatMap((match) => declarationsOf(match[1] ?? '', PREBOOT_FILE));
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].flatMap((match) => declarationsOf(`inline {${match[1] ?? ''}}`, PREBOOT_FILE));
  return [...styleBlocks, ...styleAttributes];
}

const describeDeclaration = (declaration: Declaration) =>
  `${declaration.file}: ${declaration.selector} { ${declaration.property}: ${declaration.value} }`;

describe('src/theme/palette.css', () => {
  const declarations = declarationsOf(read(PALETTE_FILE), PALETTE_FILE);
  const expectedBlock = `:root { ${tokenNames.map((name) => `${variableOf(name)}: ${portalColors[name]};`).join(' ')} }`;

  it('declares exactly the portalColors tokens, with the same values', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const declaration of declarations) {
      if (declaration.selector !== ':root') {
        problems.push(`${describeDeclaration(declaration)}: palette.css holds only the :root block of --portal-* properties.`);
        continue;
      }
      const token = tokenOfVariable.get(declaration.property);
      if (!token) {
        problems.push(`${declaration.property} is not a portalColors token: add it to portalColors in src/theme/theme.ts or remove it from ${PALETTE_FILE}.`);
      } else if (seen.has(declaration.property)) {
        problems.push(`${declaration.property} is declared twice in ${PALETTE_FILE}: keep one.`);
      } else if (normalise(declaration.value) !== normalise(portalColors[token])) {
        problems.push(
          `${declaration.property} is ${declaration.value} in ${PALETTE_FILE} but portalColors.${token} is ${portalColors[token]}: ` +
            'change the two together (theme.ts is measured by the contrast tests).',
        );
      }
      seen.set(declaration.property, declaration.value);
    }
    for (const name of tokenNames) {
      if (!seen.has(variableOf(name))) {
        problems.push(`${PALETTE_FILE} lacks portalColors.${name}: add "${variableOf(name)}: ${portalColors[name]};" to its :root block.`);
      }
    }
    if (problems.length > 0) problems.push(`The whole block, from src/theme/theme.ts: ${expectedBlock}`);
    expect(problems).toEqual([]);
  });
});

describe('the stylesheets of src/', () => {
  it('are found', () => {
    expect(stylesheets).toContain('src/app/shell.css');
  });

  it('write no colour of their own: only var(--portal-…)', () => {
    const problems = stylesheetDeclarations.flatMap((declaration) =>
      colourLiteralsIn(declaration.value).map((literal) => {
        const tokens = tokensByValue.get(normalise(literal));
        const fix = tokens
          ? `use ${tokens.map((name) => `var(${variableOf(name)})`).join(' or ')}, whichever names the role`
          : `use a var(--portal-…) of src/theme/palette.css, or add a token to portalColors and palette.css and give it a contrast pair`;
        return `${describeDeclaration(declaration)} writes the colour ${literal}: ${fix}.`;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('use only --portal-* properties that palette.css declares', () => {
    const problems = stylesheetDeclarations.flatMap((declaration) =>
      [...declaration.value.matchAll(PORTAL_VARIABLE)]
        .map((match) => `--portal-${match[1] ?? ''}`)
        .filter((variable) => !tokenOfVariable.has(variable))
        .map((variable) => `${describeDeclaration(declaration)} uses ${variable}, which is not a portalColors token (see ${PALETTE_FILE}).`),
    );
    expect(problems).toEqual([]);
  });

  it('use each colour in a role whose contrast is measured', () => {
    const problems = stylesheetDeclarations.flatMap((declaration) =>
      [...declaration.value.matchAll(PORTAL_VARIABLE)].flatMap((match) => {
        const token = tokenOfVariable.get(`--portal-${match[1] ?? ''}`);
        const problem = token ? unmeasuredUse(declaration, [token]) : undefined;
        return problem ? [problem] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('the preboot screen (public/index.html)', () => {
  const declarations = prebootDeclarations();
  const literals = declarations.flatMap((declaration) => colourLiteralsIn(declaration.value).map((literal) => ({ declaration, literal })));

  it('has inline colours to check', () => {
    expect(literals.length).toBeGreaterThan(0);
  });

  it('writes out only portalColors values, since no stylesheet has loaded yet', () => {
    const problems = literals
      .filter(({ literal }) => !tokensByValue.has(normalise(literal)))
      .map(({ declaration, literal }) => `${describeDeclaration(declaration)} writes ${literal}, which is no portalColors value: use a token's value.`);
    expect(problems).toEqual([]);
  });

  it('uses each colour in a role whose contrast is measured', () => {
    const problems = literals.flatMap(({ declaration, literal }) => {
      const problem = unmeasuredUse(declaration, tokensByValue.get(normalise(literal)) ?? []);
      return problem ? [problem] : [];
    });
    expect(problems).toEqual([]);
  });
});

/**
 * Why a colour in this declaration is not covered by contrastRequirements, or undefined when it is. Text colours need
 * a text pair (4.5:1) with this token as the foreground; borders, outlines and accents need a pair of at least 3:1;
 * backgrounds need to appear in some pair. Which background a text colour actually sits on comes from reading the CSS:
 * the pairs listed in src/theme/theme.ts.
 */
function unmeasuredUse(declaration: Declaration, candidates: PortalColorName[]): string | undefined {
  const { property } = declaration;
  const passing = contrastRequirements.filter(
    (pair) => contrastRatio(portalColors[pair.foreground], portalColors[pair.background]) >= pair.minimum,
  );
  const covered = (token: PortalColorName) => {
    if (property === 'color') return passing.some((pair) => pair.foreground === token && pair.minimum >= 4.5);
    if (DECORATIVE[token] !== undefined) return true;
    if (/^(border|outline|accent-color|caret-color|text-decoration)/.test(property)) {
      return passing.some((pair) => pair.foreground === token && pair.minimum >= 3);
    }
    if (property.startsWith('background')) return passing.some((pair) => pair.background === token || pair.foreground === token);
    return passing.some((pair) => pair.foreground === token || pair.background === token);
  };
  // A colour that is no token at all is reported by the tests above.
  if (candidates.length === 0 || candidates.some(covered)) return undefined;
  return (
    `${describeDeclaration(declaration)}: no passing pair in contrastRequirements (src/theme/theme.ts) measures ` +
    `${candidates.join(' or ')} as used here; add the pair it is shown in (4.5:1 for text, 3:1 for borders and focus).`
  );
}
